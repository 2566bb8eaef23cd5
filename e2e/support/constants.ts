/** Settings the journeys' servers start with, shared by the setup and the tests. */
export const MARINA_TZ = 'America/New_York';
export const ADMIN_EMAIL = 'harbormaster@example.com';
export const ADMIN_PASSWORD = 'admin-secret-1';

/**
 * Debian's Chromium with nothing to reach beyond this machine: without the networking flags it
 * reaches for the internet at start and stalls. Lighthouse (bench/) launches it itself.
 */
export const CHROMIUM_OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** As Playwright launches it for the journeys, the screenshots and the benches. */
export const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_OFFLINE_FLAGS];
