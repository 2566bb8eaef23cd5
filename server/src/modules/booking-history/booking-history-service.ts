import { BOOKING_MESSAGES } from '@shared/messages/bookings';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  findBookingById,
  listCancelledBookingsOfUser,
  type BookingRow,
} from '../bookings/booking-repository';
import { requireListedUser } from '../users/user-lookup';
import { findPeople, type PersonFacts } from '../users/user-repository';
import { actorIdsOf } from './booking-history-presenter';
import { auditRowsOfBooking, type AuditRecord } from './booking-history-repository';
import { boatsOf, type BoatOf } from '../boats/booking-boats';

export interface BookingHistorySources {
  booking: BookingRow;
  audits: AuditRecord[];
  actors: Map<number, PersonFacts>;
}

/** What a booking's history is told from: the booking, its audit rows and the people named. */
export async function bookingHistorySources(
  db: Executor,
  id: number,
): Promise<BookingHistorySources> {
  const booking = await findBookingById(db, id);
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  const audits = await auditRowsOfBooking(db, id);
  const actors = await findPeople(db, actorIdsOf(booking, audits));
  return { booking, audits, actors };
}

export async function cancelledBookingsOfUser(
  db: Executor,
  viewer: { id: number },
  userId: number,
): Promise<{ rows: BookingRow[]; boatOf: BoatOf }> {
  await requireListedUser(db, viewer, userId);
  const rows = await listCancelledBookingsOfUser(db, userId);
  return { rows, boatOf: await boatsOf(db, rows) };
}
