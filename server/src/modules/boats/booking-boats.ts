import type { BookingBoat } from '@shared/api/boats';
import type { Executor } from '../../db/client';
import { presentBookingBoat } from './boat-presenter';
import { boatsByIds } from './boat-repository';

/** The boat of each booking or waitlist entry read with boatsOf; null when it has none. */
export type BoatOf = (row: { boatId: number | null }) => BookingBoat | null;

/**
 * The boats of these rows, read now in one query, so every answer shows a boat as it is (an
 * edited length shows everywhere) and an archived boat still by its name.
 */
export async function boatsOf(
  db: Executor,
  rows: readonly { boatId: number | null }[],
): Promise<BoatOf> {
  const ids = rows.flatMap((row) => (row.boatId === null ? [] : [row.boatId]));
  const byId = new Map((await boatsByIds(db, ids)).map((boat) => [boat.id, boat]));
  return (row) => {
    const boat = row.boatId === null ? undefined : byId.get(row.boatId);
    return boat ? presentBookingBoat(boat) : null;
  };
}

/** One row's boat, as boatsOf reads many. */
export async function boatOfRow(
  db: Executor,
  row: { boatId: number | null },
): Promise<BookingBoat | null> {
  return (await boatsOf(db, [row]))(row);
}
