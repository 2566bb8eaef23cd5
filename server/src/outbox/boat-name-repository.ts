import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { boats } from '../db/schema';

/**
 * The names of these boats, archived ones too, in one statement: enqueueMails names the boat of
 * every booking it queues news of. The ids go as one array parameter, so a clear-all's
 * thousands of bookings need no slicing; no statement at all for none.
 */
export async function boatNamesOf(
  db: Executor,
  ids: ReadonlySet<number>,
): Promise<Map<number, string>> {
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id: boats.id, name: boats.name })
    .from(boats)
    .where(sql`${boats.id} = any(${`{${[...ids].join(',')}}`}::int[])`);
  return new Map(rows.map((row) => [row.id, row.name]));
}
