import type { WebAppManifest } from '@shared/api/web-app';
import type { Config } from '../../config';

/** A home screen shows about 12 characters under an icon before it cuts the name. */
const SHORT_NAME_MAX = 12;

/**
 * The name under the icon: the marina's name when it fits, else its leading words that do
 * ('Harbor Point Marina' → 'Harbor Point'), else its first word cut to fit.
 */
export function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const longer = short ? `${short} ${word}` : word;
    if (longer.length > SHORT_NAME_MAX) break;
    short = longer;
  }
  return short || name.slice(0, SHORT_NAME_MAX);
}

/**
 * Colours of the light theme (client/src/index.css): the header's navy for the title bar and
 * the page's background for the splash screen. The dark theme's title bar comes from
 * index.html's theme-color meta for dark schemes; a manifest has one set of colours.
 */
const THEME_COLOR = '#0b2545';
const BACKGROUND_COLOR = '#f3f7fb';

const icons: WebAppManifest['icons'] = [192, 512].flatMap((size) => [
  { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
  {
    src: `/icons/maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'maskable',
  },
]);

/** Installed, the app opens on the owner's bookings, in a window of its own. */
export function webAppManifest(config: Pick<Config, 'MARINA_NAME'>): WebAppManifest {
  return {
    id: '/',
    name: config.MARINA_NAME,
    short_name: shortNameOf(config.MARINA_NAME),
    description: 'Book your haul-out or launch and see your bookings, even offline.',
    lang: 'en',
    start_url: '/my-bookings',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons,
  };
}
