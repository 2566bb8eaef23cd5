import type { Booking } from '@shared/api/booking-views';
import { isBooking, type ApiAnswer, type OwnerSession } from './owner-session';

/** A booking the app acknowledged with 201, and whether a later cancel was acknowledged. */
export interface AcknowledgedBooking {
  booking: Booking;
  owner: OwnerSession;
  cancelled: boolean;
}

/**
 * Every request the load sent and how it ended. A failure is any answer outside what the
 * request may legitimately get (a 5xx, a proxy's 502 or 503, an unexpected code) or a
 * connection error: what a user would have seen as "something went wrong".
 */
export class RequestLedger {
  sent = 0;
  failed = 0;
  refused = 0;
  readonly failures: string[] = [];
  readonly acknowledged: AcknowledgedBooking[] = [];
  /** POSTs whose outcome the client never learned: the booking may or may not exist. */
  unknownBookingOutcomes = 0;
  private readonly started = Date.now();

  /** Milliseconds since the ledger opened: failures carry it, so they line up with events. */
  elapsed(): number {
    return Date.now() - this.started;
  }

  async send(
    label: string,
    expected: Record<number, readonly string[] | 'any'>,
    call: () => Promise<ApiAnswer>,
  ): Promise<ApiAnswer | undefined> {
    const outcome = await this.attempt(label, expected, call);
    return outcome === 'failed' ? undefined : outcome;
  }

  /** POST /api/bookings: 201, or one of the refusals a busy deadline may give. */
  async book(owner: OwnerSession, date: string, timeSlot: Booking['timeSlot']) {
    const answer = await this.attempt(`POST booking ${date} ${timeSlot}`, BOOKING_ANSWERS, () =>
      owner.bookHaulOut(date, timeSlot),
    );
    if (answer === 'failed') {
      this.unknownBookingOutcomes++;
      return undefined;
    }
    if (answer.status === 201 && isBooking(answer.body)) {
      const acknowledged = { booking: answer.body.booking, owner, cancelled: false };
      this.acknowledged.push(acknowledged);
      return acknowledged;
    }
    this.refused++;
    return undefined;
  }

  async cancel(entry: AcknowledgedBooking): Promise<void> {
    const answer = await this.send('DELETE booking', { 200: 'any' }, () =>
      entry.owner.call('DELETE', `/api/bookings/${entry.booking.id}`),
    );
    if (answer) entry.cancelled = true;
  }

  private async attempt(
    label: string,
    expected: Record<number, readonly string[] | 'any'>,
    call: () => Promise<ApiAnswer>,
  ): Promise<ApiAnswer | 'failed'> {
    this.sent++;
    try {
      const answer = await call();
      const allowed = expected[answer.status];
      const code = (answer.body as { code?: string } | null)?.code ?? '';
      if (allowed === 'any' || allowed?.includes(code)) return answer;
      this.fail(label, `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      this.fail(label, cause ?? (error as Error).message);
    }
    return 'failed';
  }

  private fail(label: string, what: string) {
    this.failed++;
    if (this.failures.length < 500) {
      this.failures.push(`+${this.elapsed()} ms ${label}: ${what}`);
    }
  }
}

const BOOKING_ANSWERS = {
  201: 'any',
  // Another owner took the last place between the availability read and the POST.
  409: ['slot_full', 'duplicate_booking', 'too_many_bookings'],
} as const;
