import type { AdminBooking, Booking } from '@shared/api/booking-views';

/** A booking as the API returns it, for client tests; each test overrides what it is about. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    userId: 1,
    serviceType: 'haul-out',
    sourceSlipType: 'my-wet-slip',
    destination: 'wash-pad',
    ownerName: 'Morgan Tide',
    ownerEmail: 'morgan@example.test',
    ownerPhone: '555-0100',
    isVibMember: false,
    specialRequests: null,
    bookingDate: '2026-12-02',
    timeSlot: '10:00 AM',
    confirmationCode: 'D7DHKNKS',
    completed: false,
    isOneWay: false,
    isBothWays: false,
    needsNewDate: false,
    closure: null,
    serviceStatus: 'scheduled',
    statusChangedAt: null,
    liftId: null,
    boat: null,
    liftOverride: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

/** The admin list's booking: the same, with no profile, account or texts unless given. */
export function anAdminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return { ...aBooking(), profile: null, user: null, ownerTexts: false, ...overrides };
}
