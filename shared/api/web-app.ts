import { z } from 'zod';
import { defineRoute } from './route';

const icon = z.strictObject({
  src: z.string().startsWith('/icons/'),
  sizes: z.string().regex(/^\d+x\d+$/),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});

const color = z.string().regex(/^#[0-9a-f]{6}$/);

/**
 * The members browsers read to install the owner's side as an app
 * (docs/decisions/0028-installable-app.md).
 */
const webAppManifestView = z.strictObject({
  id: z.literal('/'),
  name: z.string().min(1),
  short_name: z.string().min(1),
  description: z.string().min(1),
  lang: z.string(),
  start_url: z.literal('/my-bookings'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  theme_color: color,
  background_color: color,
  icons: z.array(icon).min(4),
});
export type WebAppManifest = z.infer<typeof webAppManifestView>;

export const getWebAppManifest = defineRoute({
  method: 'GET',
  path: '/manifest.webmanifest',
  summary: 'The web app manifest: the marina’s name, icons and colours for an installed app',
  tag: 'System',
  access: 'public',
  responses: { 200: webAppManifestView },
  errors: [],
  content: 'manifest',
});
