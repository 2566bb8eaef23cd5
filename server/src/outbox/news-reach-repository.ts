import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { MailPayload } from '../db/mail-payload';
import { pushSubscriptions, smsOptOuts, smsSubscriptions, users } from '../db/schema';
import { isBookingNews } from '../lib/booking-news';
import type { TextReach } from '../modules/sms/sms-recipients';

/** How an owner hears a booking's news besides the mail: their texts, and any browser of theirs. */
export interface NewsReach {
  /** Undefined: no verified mobile. */
  text: TextReach | undefined;
  browser: boolean;
}

const hasBrowser = sql<boolean>`exists (select 1 from ${pushSubscriptions}
  where ${pushSubscriptions.userId} = ${users.id})`;

/**
 * The reach of each owner these mails bring booking news to, in one statement for texts and
 * pushes alike: enqueueMails runs inside booking transactions, some holding a deadline's lock,
 * and a closure calls it once per booking. The ids go as one array parameter, so a clear-all's
 * thousands of owners need no slicing. Owners with neither texts nor a browser are left out;
 * no statement at all when no mail is about a booking.
 */
export async function newsReachOf(
  db: Executor,
  payloads: readonly MailPayload[],
): Promise<Map<number, NewsReach>> {
  const owners = new Set(
    payloads.flatMap((payload) =>
      isBookingNews(payload) && payload.booking.userId !== undefined
        ? [payload.booking.userId]
        : [],
    ),
  );
  if (owners.size === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      // Null when the owner has no verified mobile (Drizzle nulls a left join's empty object).
      subscription: {
        phoneNumber: smsSubscriptions.phoneNumber,
        confirmations: smsSubscriptions.confirmations,
        reminders: smsSubscriptions.reminders,
        status: smsSubscriptions.status,
      },
      optedOut: sql<boolean>`${smsOptOuts.phoneNumber} is not null`,
      browser: hasBrowser,
    })
    .from(users)
    .leftJoin(smsSubscriptions, eq(smsSubscriptions.userId, users.id))
    .leftJoin(smsOptOuts, eq(smsOptOuts.phoneNumber, smsSubscriptions.phoneNumber))
    .where(
      and(
        sql`${users.id} = any(${`{${[...owners].join(',')}}`}::int[])`,
        or(isNotNull(smsSubscriptions.userId), hasBrowser),
      ),
    );
  return new Map(
    rows.map(({ userId, subscription, optedOut, browser }) => [
      userId,
      { text: subscription ? { ...subscription, optedOut } : undefined, browser },
    ]),
  );
}
