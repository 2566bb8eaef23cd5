import type { WaitlistEntry } from '@shared/api/waitlist';

/** An entry of GET /api/waitlist: third in line for a haul-out on December 2, 2026 at 10:00 AM. */
export const aWaitlistEntry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 31,
  serviceType: 'haul-out',
  sourceSlipType: 'my-wet-slip',
  destination: 'wash-pad',
  specialRequests: null,
  bookingDate: '2026-12-02',
  timeSlot: '10:00 AM',
  position: 3,
  boat: null,
  createdAt: '2026-12-01T15:00:00.000Z',
  ...overrides,
});
