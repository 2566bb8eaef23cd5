import type { TimeSlot } from '@shared/constants';
import type { OwnerSession } from './owner-session';
import type { RequestLedger } from './request-ledger';
import { sleep } from './waiting';

export interface Deadline {
  date: string;
  timeSlot: TimeSlot;
}

export interface BurstOptions {
  owners: OwnerSession[];
  deadlines: Deadline[];
  /** Owners start at random moments within this span, so the burst lasts a while. */
  spreadMs: number;
  /** Each owner's pause between deadlines. */
  pauseMs: number;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * An opening-day rush: every owner tries every deadline, in its own order, and taps "Book"
 * twice each time (two requests at once, which a balancer may send to two instances).
 */
export async function runBookingBurst(ledger: RequestLedger, options: BurstOptions): Promise<void> {
  await Promise.all(
    options.owners.map(async (owner) => {
      await sleep(Math.random() * options.spreadMs);
      for (const { date, timeSlot } of shuffled(options.deadlines)) {
        await Promise.all([ledger.book(owner, date, timeSlot), ledger.book(owner, date, timeSlot)]);
        await sleep(options.pauseMs);
      }
    }),
  );
}
