import { addServiceDays, marinaDate } from '@shared/marina-time';
import { INSURED_SERVICES, type InsuranceRule } from '../../config/yard';
import type { Database } from '../../db/client';
import { ownerMailAddresses } from '../../outbox/email/mail-recipient';
import { bookingSnapshot, enqueueMails, type QueuedMail } from '../../outbox/outbox';
import { boatsByIds } from '../boats/boat-repository';
import { claimDueInsuranceReminders } from './insurance-reminder-repository';

/** How long before the service the owner is told the insurance will have ended. */
export const INSURANCE_LEAD_DAYS = 30;

/** One insurance mail per booking, ever, whatever else claims it. */
export const insuranceReminderKey = (bookingId: number) => `insurance:${bookingId}`;

/**
 * Mails the owner of each upcoming booking the yard asks insurance for (INSURANCE_REQUIRED_FOR)
 * whose boat's insurance ends before the service: INSURANCE_LEAD_DAYS ahead, or at the next
 * pass when the booking is nearer (just booked by the office, or the expiry date changed). As
 * booking reminders are (booking-reminders.ts): the claim (insurance_reminder_queued_at) and the
 * mail commit together, SKIP LOCKED keeps instances apart, and the dedupe key makes a second
 * copy impossible anyway. Each pass looks again, so a date changed later is still caught.
 */
export async function queueDueInsuranceReminders(
  db: Database,
  options: { now: Date; timeZone: string; rule: InsuranceRule; limit?: number },
): Promise<number> {
  const serviceTypes = INSURED_SERVICES[options.rule];
  if (serviceTypes.length === 0) return 0;
  const today = marinaDate(options.now, options.timeZone);
  return db.transaction(async (tx) => {
    const claimed = await claimDueInsuranceReminders(tx, {
      now: options.now,
      fromDate: today,
      toDate: addServiceDays(today, INSURANCE_LEAD_DAYS),
      serviceTypes,
      limit: options.limit ?? 500,
    });
    if (claimed.length === 0) return 0;
    const boats = new Map(
      (
        await boatsByIds(
          tx,
          claimed.flatMap((row) => row.boatId ?? []),
        )
      ).map((boat) => [boat.id, boat]),
    );
    const recipients = await ownerMailAddresses(
      tx,
      claimed.map((row) => row.userId),
    );
    const mails = claimed.flatMap((row): QueuedMail[] => {
      const expires = row.boatId === null ? null : boats.get(row.boatId)?.insuranceExpiresOn;
      if (!expires) return [];
      return [
        {
          recipient: recipients.get(row.userId) ?? row.ownerEmail,
          payload: {
            kind: 'insurance-expiring',
            booking: bookingSnapshot(row),
            insuranceExpiresOn: expires,
          },
          dedupeKey: insuranceReminderKey(row.id),
        },
      ];
    });
    await enqueueMails(tx, mails);
    return claimed.length;
  });
}
