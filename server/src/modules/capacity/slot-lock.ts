import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { parseServiceDate } from '@shared/marina-time';
import type { Transaction } from '../../db/client';
import { takeSlotLock } from './capacity-repository';

function slotLockKey(date: string, timeSlot: TimeSlot): number {
  const { year, month, day } = parseServiceDate(date);
  const dayNumber = Date.UTC(year, month - 1, day) / 86_400_000;
  return dayNumber * TIME_SLOTS.length + TIME_SLOTS.indexOf(timeSlot);
}

/**
 * Serialises every change to one (date, deadline) until the transaction ends, on every
 * instance sharing the database (docs/decisions/0004-capacity-locking.md). Bookings count and
 * insert under it, so a slot can never be oversold; closures take it so a booking is either
 * committed before the closure (and its owner told) or sees the slot closed.
 */
export async function lockSlot(tx: Transaction, date: string, timeSlot: TimeSlot): Promise<void> {
  await takeSlotLock(tx, slotLockKey(date, timeSlot));
}

/** Several slots of one date, always in the same order so two lockers cannot deadlock. */
export async function lockSlots(
  tx: Transaction,
  date: string,
  timeSlots: readonly TimeSlot[],
): Promise<void> {
  for (const timeSlot of TIME_SLOTS.filter((slot) => timeSlots.includes(slot))) {
    await lockSlot(tx, date, timeSlot);
  }
}

export interface Deadline {
  date: string;
  timeSlot: TimeSlot;
}

/**
 * Deadlines of any dates (a reschedule's old and new one), each once, in ascending key order:
 * two owners swapping deadlines take the same first lock, so neither waits on the other's.
 * Slot locks always come before a booking's row lock (booking-changes.ts, reschedule).
 */
export async function lockDeadlines(
  tx: Transaction,
  deadlines: readonly Deadline[],
): Promise<void> {
  const keys = new Map(deadlines.map((d) => [slotLockKey(d.date, d.timeSlot), d]));
  for (const key of [...keys.keys()].sort((a, b) => a - b)) {
    const deadline = keys.get(key)!;
    await lockSlot(tx, deadline.date, deadline.timeSlot);
  }
}
