import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/**
 * A table of work sent by a worker in every instance: the outbox's messages (mail_queue) and
 * the webhooks' deliveries (webhook_deliveries). A row waits as 'pending' until its run_at; a
 * worker leases it by locked_until and counts each claim in attempts.
 */
export type LeasedQueue = PgTable & {
  id: PgColumn;
  status: PgColumn;
  runAt: PgColumn;
  lockedUntil: PgColumn;
  attempts: PgColumn;
};

export interface ClaimOptions {
  now: Date;
  /** How long a claimed row stays invisible to other workers. */
  leaseMs: number;
  limit: number;
}

/**
 * Leases up to `limit` due rows of the queue to this worker, oldest run_at first, and returns
 * them by id. SKIP LOCKED lets several instances claim at once without waiting on or taking
 * each other's rows; the lease (locked_until) hands a row back to everyone if its worker dies
 * mid-send. attempts counts claims, so a row that keeps crashing its worker still ends given
 * up (docs/decisions/0003-mail-queue.md).
 */
export async function claimDueRows<T extends LeasedQueue>(
  db: Executor,
  queue: T,
  options: ClaimOptions,
): Promise<T['$inferSelect'][]> {
  const now = options.now.toISOString();
  // The subquery's columns name its own FROM, the closest scope, not the updated table.
  const due = sql`select ${queue.id} from ${queue}
    where ${queue.status} = 'pending' and ${queue.runAt} <= ${now}::timestamptz
      and (${queue.lockedUntil} is null or ${queue.lockedUntil} <= ${now}::timestamptz)
    order by ${queue.runAt}, ${queue.id}
    limit ${options.limit}
    for update skip locked`;
  const lease = {
    lockedUntil: new Date(options.now.getTime() + options.leaseMs),
    attempts: sql`${queue.attempts} + 1`,
  };
  const rows = await db
    .update(queue)
    .set(lease as PgUpdateSetSource<T>)
    .where(sql`${queue.id} in (${due})`)
    .returning();
  return (rows as unknown as (T['$inferSelect'] & { id: number })[]).sort((a, b) => a.id - b.id);
}

/** Hands claimed but untried rows back (shutdown), without counting the claim. */
export async function releaseClaimedRows(
  db: Executor,
  queue: LeasedQueue,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(queue)
    .set({ lockedUntil: null, attempts: sql`greatest(${queue.attempts} - 1, 0)` })
    .where(and(inArray(queue.id, [...ids]), eq(queue.status, 'pending')));
}
