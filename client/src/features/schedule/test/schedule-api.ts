import type { AvailabilityResponse, SlotAvailability } from '@shared/api/availability';
import type { Profile } from '@shared/api/profiles';
import type { PublicUser } from '@shared/api/users';
import type { WaitlistEntry } from '@shared/api/waitlist';
import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
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

const open = (timeSlot: TimeSlot): SlotAvailability => ({
  timeSlot,
  capacity: 4,
  remaining: 2,
  available: true,
  reason: null,
});

type SlotChanges = Partial<Record<TimeSlot, Partial<SlotAvailability>>>;

/** Every day's deadlines: all open unless `changes` (or `byDate` for that date) says otherwise. */
export function availability(
  changes: SlotChanges = {},
  byDate: Record<string, SlotChanges> = {},
): FakeRoute {
  return ({ url }) => {
    const dayChanges = byDate[url.searchParams.get('date') ?? ''] ?? changes;
    const slots = TIME_SLOTS.map((slot) => ({ ...open(slot), ...dayChanges[slot] }));
    const body: AvailabilityResponse = {
      date: url.searchParams.get('date') ?? '',
      serviceType: 'haul-out',
      availableTimeSlots: slots.filter((slot) => slot.available).map((slot) => slot.timeSlot),
      slots,
    };
    return { body };
  };
}

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
