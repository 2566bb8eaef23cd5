import type { BookingKind } from '@shared/booking-shape';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors';
import type { Metrics } from './metrics';

/**
 * Counts what became of one booking request: placed, or refused and why. The reason is the
 * API's error code (slot_full, slot_closed, duplicate_booking, insufficient_notice, ...), a
 * fixed list, so the series stay few. Failures on our side are not refusals: the HTTP metrics
 * show them as 5xx. Throttled (429) requests never reach the booking and show there too.
 */
export async function observeBookingOutcome<T>(
  metrics: Metrics | undefined,
  kind: BookingKind,
  place: () => Promise<T>,
): Promise<T> {
  if (!metrics) return place();
  try {
    const booking = await place();
    metrics.bookings.created.inc({ kind });
    return booking;
  } catch (error) {
    const reason = refusalReason(error);
    if (reason) metrics.bookings.refused.inc({ kind, reason });
    throw error;
  }
}

function refusalReason(error: unknown): string | undefined {
  if (error instanceof AppError) return error.status < 500 ? error.code : undefined;
  // The error handler answers these 400 'invalid'.
  if (error instanceof ZodError) return 'invalid';
  return undefined;
}
