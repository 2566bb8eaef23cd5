import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';

/**
 * The yard of the per-boat availability runs (docs/product.md#lifts): three lifts with limits
 * and loads that together take the seed's ~20 services a deadline, every booked service a boat
 * of its owner's (so the matching places real sizes), and one boat for each signed-in owner.
 * Answers those owners' boat ids, in their order.
 */
export async function seedLiftsAndBoats(
  db: Database,
  ownerIds: readonly number[],
): Promise<number[]> {
  await db.execute(sql`
    insert into lifts (name, kind, max_weight_kg, max_beam_m, max_length_m, per_deadline) values
      ('Travelift 35', 'travelift', 35000, 6, 22, 8),
      ('Travelift 15', 'travelift', 15000, 4.5, 14, 10),
      ('Forklift', 'forklift', 4000, 3, 9, 12)`);
  // A boat for every owner, each of its own size (as in a real yard: availability may not lean
  // on boats being alike), of sizes the three lifts share among them.
  await db.execute(sql`
    insert into boats (owner_id, name, length_m, beam_m, weight_kg)
    select id, 'Boat ' || id, 6 + (id % 120) / 10.0, 2 + (id % 31) / 10.0, 1500 + (id % 97) * 250
    from users`);
  await db.execute(sql`
    update bookings set boat_id = boats.id from boats
    where boats.owner_id = bookings.user_id and bookings.cancelled_at is null`);
  const rows = await db.execute<{ id: number; owner_id: number }>(sql`
    select id, owner_id from boats where owner_id = any(${sql.raw(`array[${ownerIds.join(',')}]`)})`);
  const byOwner = new Map(rows.rows.map((row) => [Number(row.owner_id), Number(row.id)]));
  return ownerIds.map((id) => byOwner.get(id)!);
}
