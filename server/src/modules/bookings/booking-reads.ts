import type { BookingClosure } from '@shared/api/booking-views';
import type { AdminBookingListQuery } from '@shared/schemas/bookings';
import { marinaToday } from '@shared/marina-time';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { closureOfDeadline, closuresOf, type ClosureOf } from '../capacity/deadline-closures';
import { requireListedUser } from '../users/user-lookup';
import {
  findAdminBookingPage,
  findClosedDeadlineBookings,
  type AdminBookingPage,
} from './booking-list-repository';
import { listActiveBookingsOfUser, type BookingRow } from './booking-repository';

/** Bookings as the presenter takes them: the rows and whether each one's deadline is closed. */
export interface BookingsWithClosures {
  rows: BookingRow[];
  closureOf: ClosureOf;
}

export interface AdminPageWithClosures {
  page: AdminBookingPage;
  closureOf: ClosureOf;
}

export async function adminBookingPage(
  db: Executor,
  query: AdminBookingListQuery,
): Promise<AdminPageWithClosures> {
  const page = await findAdminBookingPage(db, query);
  return { page, closureOf: await closuresOf(db, page.rows) };
}

/** The bookings the office must move: on upcoming deadlines closed after they were booked. */
export async function closedDeadlineBookingPage(ctx: AppContext): Promise<AdminPageWithClosures> {
  const today = marinaToday(ctx.now(), ctx.config.MARINA_TZ);
  const page = await findClosedDeadlineBookings(ctx.db, today);
  return { page, closureOf: await closuresOf(ctx.db, page.rows) };
}

export async function activeBookingsOfUser(
  db: Executor,
  viewer: { id: number },
  userId: number,
): Promise<BookingsWithClosures> {
  await requireListedUser(db, viewer, userId);
  const rows = await listActiveBookingsOfUser(db, userId);
  return { rows, closureOf: await closuresOf(db, rows) };
}

/** A booking as the presenter takes one: the row and its deadline's closure. */
export interface BookingWithClosure {
  booking: BookingRow;
  closure: BookingClosure | null;
}

/** A booking just changed, with its deadline's closure, for the answer to the change. */
export async function withClosure(db: Executor, booking: BookingRow): Promise<BookingWithClosure> {
  return { booking, closure: await closureOfDeadline(db, booking) };
}
