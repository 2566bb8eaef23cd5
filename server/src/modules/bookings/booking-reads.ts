import type { BookingClosure } from '@shared/api/booking-views';
import type { AdminBookingListQuery } from '@shared/schemas/bookings';
import { marinaToday } from '@shared/marina-time';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { BookingBoat } from '@shared/api/boats';
import { boatOfRow, boatsOf, type BoatOf } from '../boats/booking-boats';
import { closureOfDeadline, closuresOf, type ClosureOf } from '../capacity/deadline-closures';
import { requireListedUser } from '../users/user-lookup';
import {
  findAdminBookingPage,
  findClosedDeadlineBookings,
  type AdminBookingPage,
} from './booking-list-repository';
import { listActiveBookingsOfUser, type BookingRow } from './booking-repository';

/**
 * Bookings as the presenter takes them: the rows, whether each one's deadline is closed, and
 * each one's boat as it is now.
 */
export interface BookingsWithClosures {
  rows: BookingRow[];
  closureOf: ClosureOf;
  boatOf: BoatOf;
}

export interface AdminPageWithClosures {
  page: AdminBookingPage;
  closureOf: ClosureOf;
  boatOf: BoatOf;
}

export async function adminBookingPage(
  db: Executor,
  query: AdminBookingListQuery,
): Promise<AdminPageWithClosures> {
  const page = await findAdminBookingPage(db, query);
  return { page, closureOf: await closuresOf(db, page.rows), boatOf: await boatsOf(db, page.rows) };
}

/** The bookings the office must move: on upcoming deadlines closed after they were booked. */
export async function closedDeadlineBookingPage(ctx: AppContext): Promise<AdminPageWithClosures> {
  const today = marinaToday(ctx.now(), ctx.config.MARINA_TZ);
  const page = await findClosedDeadlineBookings(ctx.db, today);
  return {
    page,
    closureOf: await closuresOf(ctx.db, page.rows),
    boatOf: await boatsOf(ctx.db, page.rows),
  };
}

export async function activeBookingsOfUser(
  db: Executor,
  viewer: { id: number },
  userId: number,
): Promise<BookingsWithClosures> {
  await requireListedUser(db, viewer, userId);
  const rows = await listActiveBookingsOfUser(db, userId);
  return { rows, closureOf: await closuresOf(db, rows), boatOf: await boatsOf(db, rows) };
}

/** A booking's boat as it is now, for the answer to a booking made or moved. */
export function boatOfBooking(db: Executor, booking: BookingRow): Promise<BookingBoat | null> {
  return boatOfRow(db, booking);
}

/** A booking as the presenter takes one: the row, its deadline's closure and its boat. */
export interface BookingWithClosure {
  booking: BookingRow;
  closure: BookingClosure | null;
  boat: BookingBoat | null;
}

/** A booking just changed, with its deadline's closure and boat, for the answer to the change. */
export async function withClosure(db: Executor, booking: BookingRow): Promise<BookingWithClosure> {
  return {
    booking,
    closure: await closureOfDeadline(db, booking),
    boat: await boatOfRow(db, booking),
  };
}
