/** Settings the journeys' servers start with, shared by the setup and the tests. */
export const MARINA_TZ = 'America/New_York';
export const ADMIN_EMAIL = 'harbormaster@example.com';
export const ADMIN_PASSWORD = 'admin-secret-1';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
