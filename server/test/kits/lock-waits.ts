import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { SLOT_LOCK_CLASS } from '../../src/modules/capacity/slot-lock';

/**
 * Resolves 'waiting' once a session of the PostgreSQL server waits for a deadline's slot
 * lock, or 'settled' if `settled()` turns true first: what a request did, read from the
 * server's lock table rather than guessed from how long it took.
 */
export async function waitsForSlotLockOrSettles(
  db: Database,
  settled: () => boolean,
): Promise<'waiting' | 'settled'> {
  for (;;) {
    if (settled()) return 'settled';
    const { rows } = await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_locks
          where locktype = 'advisory' and classid = ${SLOT_LOCK_CLASS} and not granted`,
    );
    if (rows[0]!.waiting > 0) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Resolves once `count` sessions of the PostgreSQL server wait for a lock of any kind (rows
 * held FOR UPDATE, say): the requests of a race are then all queued, to be let go at once.
 */
export async function untilSessionsWaitForLocks(db: Database, count: number): Promise<void> {
  for (;;) {
    const { rows } = await db.execute<{ waiting: number }>(
      sql`select count(distinct pid)::int as waiting from pg_locks where not granted`,
    );
    if (rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
