import { sql } from 'drizzle-orm';
import { waitFor } from '@shared/test/wait-for';
import type { Database } from '../../src/db/client';
import { SLOT_LOCK_CLASS } from '../../src/modules/capacity/capacity-repository';

/**
 * Resolves 'waiting' once a session of the PostgreSQL server waits for a deadline's slot
 * lock, or 'settled' if `settled()` turns true first: what a request did, read from the
 * server's lock table rather than guessed from how long it took.
 */
export async function waitsForSlotLockOrSettles(
  db: Database,
  settled: () => boolean,
): Promise<'waiting' | 'settled'> {
  return waitFor(
    async () => {
      if (settled()) return 'settled' as const;
      const { rows } = await db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pg_locks
            where locktype = 'advisory' and classid = ${SLOT_LOCK_CLASS} and not granted`,
      );
      return rows[0]!.waiting > 0 && ('waiting' as const);
    },
    "a session to wait for a deadline's slot lock, or the request to settle",
    { intervalMs: 10 },
  );
}

/**
 * Resolves once `count` sessions of the PostgreSQL server wait for a lock of any kind (rows
 * held FOR UPDATE, say): the requests of a race are then all queued, to be let go at once.
 */
export async function untilSessionsWaitForLocks(db: Database, count: number): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await db.execute<{ waiting: number }>(
        sql`select count(distinct pid)::int as waiting from pg_locks where not granted`,
      );
      const waiting = rows[0]!.waiting;
      if (waiting >= count) return true;
      throw new Error(`${waiting} waiting`);
    },
    `${count} sessions to wait for a lock`,
    { intervalMs: 10 },
  );
}
