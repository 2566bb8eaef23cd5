import type { AvailabilityResponse } from '@shared/api/availability';
import type { OwnerSession } from './owner-session';
import { RequestLedger, type AcknowledgedBooking } from './request-ledger';
import { sleep } from './waiting';

export interface SteadyLoadOptions {
  owners: OwnerSession[];
  /** The marina dates the owners book on. */
  dates: string[];
  /** Each owner's pause between rounds. */
  pauseMs?: number;
  /** The chance that an owner cancels one of its bookings in a round. */
  cancelChance?: number;
}

export interface SteadyLoad {
  ledger: RequestLedger;
  /** Ends every owner's loop after its current round. */
  stop(): Promise<RequestLedger>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * Owners using the schedule the way the page does, each in its own loop: read a date's
 * availability, book a deadline it shows free, and now and then cancel one of their bookings.
 */
export function startSteadyLoad(options: SteadyLoadOptions): SteadyLoad {
  const ledger = new RequestLedger();
  const pauseMs = options.pauseMs ?? 50;
  const cancelChance = options.cancelChance ?? 0.3;
  let stopping = false;

  const ownerLoop = async (owner: OwnerSession) => {
    const mine: AcknowledgedBooking[] = [];
    while (!stopping) {
      const date = pick(options.dates);
      const answer = await ledger.send('GET availability', { 200: 'any' }, () =>
        owner.call('GET', `/api/timeslots/available?date=${date}&serviceType=haul-out`),
      );
      if (answer) {
        const held = new Set(
          mine
            .filter((b) => !b.cancelled && b.booking.bookingDate === date)
            .map((b) => b.booking.timeSlot),
        );
        const free = (answer.body as AvailabilityResponse).slots.filter(
          (slot) => slot.available && !held.has(slot.timeSlot),
        );
        if (free.length > 0) {
          const booked = await ledger.book(owner, date, pick(free).timeSlot);
          if (booked) mine.push(booked);
        }
      }
      const active = mine.filter((b) => !b.cancelled);
      if (active.length > 0 && Math.random() < cancelChance) await ledger.cancel(pick(active));
      await sleep(pauseMs);
    }
  };
  const loops = options.owners.map((owner) => ownerLoop(owner));

  return {
    ledger,
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return ledger;
    },
  };
}
