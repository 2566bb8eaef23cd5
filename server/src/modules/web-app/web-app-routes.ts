import type { Router } from 'express';
import * as api from '@shared/api/web-app';
import type { Config } from '../../config';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { webAppManifest } from './web-app-manifest';

/**
 * The web app manifest, built from the settings (the marina's name) rather than shipped with
 * the build. Public and sessionless like the page that links it; revalidated (ETag), so a
 * renamed marina reaches installed apps on their next check.
 */
export function webAppRoutes(config: Config): Router {
  const router = createRouter();
  const manifest = webAppManifest(config);

  on(router, api.getWebAppManifest, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // res.json keeps a type already set.
    res.type('application/manifest+json').json(manifest);
  });

  return router;
}
