import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The channel on which a user's right to the live stream is announced changed (payload: id). */
export const STREAM_ACCESS_CHANNEL = 'stream_access';

/**
 * Every instance's open streams of the user check their access as soon as this commits (the
 * database delivers a NOTIFY only then), instead of at their next heartbeat: a demotion, a
 * deleted account, a password reset or `npm run admin` ends the user's streams at once.
 */
export async function announceStreamAccessChange(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${STREAM_ACCESS_CHANNEL}, ${String(userId)})`);
}
