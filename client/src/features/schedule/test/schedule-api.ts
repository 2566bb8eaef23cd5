import type { PublicUser } from '@shared/api/users';
import type { FakeRoute } from '@/test/fake-api';
import { aProfile } from '@/test/profiles';
import { aPublicConfig } from '@/test/public-config';

/** The schedule page's reads for component tests, on a clock set to December 1, 2026. */
export const NOW = new Date('2026-12-01T15:00:00Z');
export const TOMORROW = '2026-12-02';

export const config = aPublicConfig();

export const owner: PublicUser = {
  id: 7,
  email: 'morgan@example.test',
  ownerName: 'Morgan Tide',
  username: 'morgan@example.test',
  isAdmin: false,
  role: 'owner',
};

export const profile = aProfile({ userId: owner.id, preferredEmail: owner.email });

/** Signed out: the session, the config and empty calendar days. */
export const signedOutRoutes = (): Record<string, FakeRoute> => ({
  'GET /api/session': { body: { user: null } },
  'GET /api/config': { body: config },
  'GET /api/timeslots/days': { body: { days: [] } },
});

export const signedInRoutes = (): Record<string, FakeRoute> => ({
  ...signedOutRoutes(),
  'GET /api/session': { body: { user: owner } },
  'GET /api/profile': { body: { profile } },
  'GET /api/waitlist': { body: { entries: [] } },
  'GET /api/boats': { body: { boats: [] } },
});
