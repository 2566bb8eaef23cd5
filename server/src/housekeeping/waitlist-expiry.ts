import { TIME_SLOTS } from '@shared/constants';
import { marinaDate, meetsAdvanceNotice } from '@shared/marina-time';
import type { Executor } from '../db/client';
import { expireDueBatch } from '../modules/waitlist/waitlist-repository';

const DAY_MS = 24 * 60 * 60_000;

/**
 * One batch of waitlist entries whose deadline is now within 24 hours ends as expired: no one
 * can book that deadline online any more, so no place there will be offered. Every reader
 * already treats them as expired (the list, promotion); this marks the rows.
 */
export async function expireWaitlistBatch(
  db: Executor,
  now: Date,
  timeZone: string,
  limit: number,
): Promise<number> {
  // Every deadline of a date before the one 24 hours from now starts within the window.
  const lastDate = marinaDate(new Date(now.getTime() + DAY_MS), timeZone);
  const slotsOnLastDate = TIME_SLOTS.filter(
    (timeSlot) => !meetsAdvanceNotice(lastDate, timeSlot, now, timeZone),
  );
  return expireDueBatch(db, { lastDate, slotsOnLastDate }, now, limit);
}
