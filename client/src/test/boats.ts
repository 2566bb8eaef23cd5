import type { Boat, BookingBoat } from '@shared/api/boats';

/** A boat as GET /api/boats returns it: Morgan's sailboat, 9.91 m; a test overrides the rest. */
export function aBoat(overrides: Partial<Boat> = {}): Boat {
  return {
    id: 41,
    ownerId: 7,
    name: 'Sea Breeze',
    kind: 'sail',
    lengthM: 9.91,
    beamM: null,
    draftM: null,
    weightKg: null,
    make: null,
    model: null,
    year: null,
    registration: null,
    insuranceExpiresOn: null,
    notes: null,
    archivedAt: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A booking's boat as the booking views carry it; a test gives the name and sizes it is about. */
export function aBookingBoat(overrides: Partial<BookingBoat> = {}): BookingBoat {
  return {
    id: 41,
    name: 'Sea Breeze',
    kind: 'sail',
    lengthM: 9.91,
    beamM: null,
    draftM: null,
    weightKg: null,
    ...overrides,
  };
}
