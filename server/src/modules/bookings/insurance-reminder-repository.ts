import { sql } from 'drizzle-orm';
import type { ServiceType } from '@shared/constants';
import type { Transaction } from '../../db/client';
import { bookings } from '../../db/schema';
import type { BookingRow } from './booking-repository';

/**
 * Claims the insurance reminder of up to `limit` scheduled bookings of these services dated
 * `fromDate`..`toDate` whose boat's insurance ends before the service date, and returns them
 * (insurance_reminder_queued_at set to `now`): each booking once. Only the bookings are
 * locked, SKIP LOCKED, so concurrent instances pass each other's rows and an owner editing
 * the boat waits for no one. A boat without an expiry date is left out: there is no date to
 * tell the owner, and the office exempts such bookings knowingly (booking-boat.ts).
 */
export async function claimDueInsuranceReminders(
  tx: Transaction,
  window: {
    now: Date;
    fromDate: string;
    toDate: string;
    serviceTypes: readonly ServiceType[];
    limit: number;
  },
): Promise<BookingRow[]> {
  const due = sql`select b.id from bookings b join boats bt on bt.id = b.boat_id
    where b.cancelled_at is null and b.service_status = 'scheduled'
      and b.insurance_reminder_queued_at is null and b.boat_id is not null
      and b.service_type = any(${`{${window.serviceTypes.join(',')}}`}::text[])
      and b.booking_date between ${window.fromDate}::date and ${window.toDate}::date
      and bt.insurance_expires_on < b.booking_date
    order by b.booking_date, b.id
    limit ${window.limit}
    for update of b skip locked`;
  return tx
    .update(bookings)
    .set({ insuranceReminderQueuedAt: window.now })
    .where(sql`${bookings.id} in (${due}) and ${bookings.insuranceReminderQueuedAt} is null`)
    .returning();
}
