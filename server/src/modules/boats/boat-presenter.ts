import type { Boat, BookingBoat } from '@shared/api/boats';
import type { BoatRow } from './boat-repository';

export function presentBoat(row: BoatRow): Boat {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    kind: row.kind,
    lengthM: row.lengthM,
    beamM: row.beamM,
    draftM: row.draftM,
    weightKg: row.weightKg,
    make: row.make,
    model: row.model,
    year: row.year,
    registration: row.registration,
    insuranceExpiresOn: row.insuranceExpiresOn,
    notes: row.notes,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a booking shows of its boat: what the crew needs at the well. */
export function presentBookingBoat(row: BoatRow): BookingBoat {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    lengthM: row.lengthM,
    beamM: row.beamM,
    draftM: row.draftM,
    weightKg: row.weightKg,
  };
}
