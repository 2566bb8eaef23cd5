import { marinaDate } from '@shared/marina-time';
import type { MailPayload } from '../../db/mail-payload';

/** How long after its booking a confirmation counts as the answer the owner is waiting for. */
const JUST_MADE_MS = 15 * 60_000;

/**
 * May this text wait for the morning when it falls in the quiet hours? A code, a status, a
 * confirmation of a booking just made and anything about today go at once: the owner is
 * looking at their phone for them, or needs them before the morning. Reminders, waitlist
 * promotions and changes to other days wait.
 */
export function textMayWait(
  row: { payload: MailPayload; createdAt: Date },
  now: Date,
  timeZone: string,
): boolean {
  const { payload } = row;
  switch (payload.kind) {
    case 'sms-verification':
    case 'status-done':
    case 'status-no-show':
      return false;
    case 'booking-confirmed':
      if (!payload.fromWaitlist && now.getTime() - row.createdAt.getTime() <= JUST_MADE_MS) {
        return false;
      }
      break;
    default:
      break;
  }
  const today = marinaDate(now, timeZone);
  const days = [
    'booking' in payload ? payload.booking.bookingDate : undefined,
    'previous' in payload ? payload.previous.bookingDate : undefined,
  ];
  return !days.includes(today);
}
