import type { Profile } from '@shared/api/profiles';
import type { PublicUser } from '@shared/api/users';
import type { WaitlistEntry } from '@shared/api/waitlist';
import type { FakeRoute } from '@/test/fake-api';
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
};

export const profile = {
  id: 1,
  userId: owner.id,
  fullName: 'Morgan Tide',
  phoneNumber: '555-0100',
  preferredEmail: owner.email,
  preferredEmailVerified: true,
  storageType: 'wet-slip',
  wetSlipNumber: null,
  dryStorageLocation: null,
  isVibMember: false,
  preferredSourceSlip: null,
  preferredDestination: null,
  notes: null,
  updatedAt: '2026-11-01T12:00:00.000Z',
} satisfies Profile;

export const waitlistEntry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 31,
  serviceType: 'haul-out',
  sourceSlipType: 'my-wet-slip',
  destination: 'wash-pad',
  specialRequests: null,
  bookingDate: TOMORROW,
  timeSlot: '10:00 AM',
  position: 3,
  createdAt: '2026-12-01T15:00:00.000Z',
  ...overrides,
});

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
});
