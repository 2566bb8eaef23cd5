import { addServiceDays, marinaDate } from '@shared/marina-time';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { bookingSnapshot, enqueueMail } from '../../outbox/outbox';
import { ownerMailAddresses } from '../../outbox/email/mail-recipient';
import { reminderDedupeKey } from '../../outbox/reminders';
import { claimDueReminders } from './booking-reminder-repository';
import { queueDueInsuranceReminders } from './insurance-reminders';

/**
 * Queues the reminder of every active booking whose deadline starts within the lead time and
 * has not started yet, exactly once: the claim (reminder_queued_at) and the queued mail commit
 * together, SKIP LOCKED keeps concurrent instances off each other's rows, and the dedupe key
 * (reminderDedupeKey) makes a second copy impossible anyway. There is no lower bound, so reminders
 * missed while every instance was down go out on return, unless the deadline has started.
 */
export async function queueDueReminders(
  db: Database,
  options: { now: Date; timeZone: string; leadHours: number; limit?: number },
): Promise<number> {
  const { now, timeZone } = options;
  const leadEnd = new Date(now.getTime() + options.leadHours * 3_600_000);
  // A date window around the exact test, so the partial index on booking_date does the work.
  const fromDate = addServiceDays(marinaDate(now, timeZone), -1);
  const toDate = addServiceDays(marinaDate(leadEnd, timeZone), 1);

  return db.transaction(async (tx) => {
    const claimed = await claimDueReminders(tx, {
      now,
      leadEnd,
      timeZone,
      fromDate,
      toDate,
      limit: options.limit ?? 500,
    });
    const recipients = await ownerMailAddresses(
      tx,
      claimed.map((row) => row.userId),
    );
    for (const row of claimed) {
      await enqueueMail(tx, {
        recipient: recipients.get(row.userId) ?? row.ownerEmail,
        payload: { kind: 'booking-reminder', booking: bookingSnapshot(row) },
        dedupeKey: reminderDedupeKey(row.id, row.sequence),
      });
    }
    return claimed.length;
  });
}

/**
 * The reminder pass the mail worker runs before each batch, on the marina's settings: the
 * deadline reminders, then the insurance ones (insurance-reminders.ts); how many were queued.
 */
export function bookingReminderPass(
  db: Database,
  config: Pick<Config, 'MARINA_TZ' | 'REMINDER_LEAD_HOURS' | 'INSURANCE_REQUIRED_FOR'>,
): (now: Date) => Promise<number> {
  return async (now) => {
    const reminders = await queueDueReminders(db, {
      now,
      timeZone: config.MARINA_TZ,
      leadHours: config.REMINDER_LEAD_HOURS,
    });
    const insurance = await queueDueInsuranceReminders(db, {
      now,
      timeZone: config.MARINA_TZ,
      rule: config.INSURANCE_REQUIRED_FOR,
    });
    return reminders + insurance;
  };
}
