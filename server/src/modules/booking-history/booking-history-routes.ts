import type { Router } from 'express';
import * as api from '@shared/api/booking-history';
import { BOOKING_MESSAGES } from '@shared/messages/booking';
import { idParam, userIdParam } from '@shared/schemas/common';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { currentUser, requireAdmin, requireSelfOrAdmin } from '../../middleware/auth';
import { actorIdsOf, presentBookingHistory } from './booking-history-presenter';
import { presentCancelledBooking } from '../bookings/booking-presenter';
import { findBookingById, listCancelledBookingsOfUser } from '../bookings/booking-repository';
import { findPeople, findUserById } from '../users/user-repository';
import { auditRowsOfBooking } from './booking-history-repository';

/**
 * GET /api/bookings/{id}/history (admin): who created, flagged and cancelled it, and when.
 * GET /api/bookings/user/{userId}/cancelled (self or admin): the owner's cancelled bookings,
 * beside their active ones from GET /api/bookings/user/{userId}, whose shape SPEC fixes.
 */
export function bookingHistoryRoutes({ db }: AppContext): Router {
  const router = createRouter();

  on(router, api.getBookingHistory, requireAdmin, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const booking = await findBookingById(db, id);
    if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
    const audits = await auditRowsOfBooking(db, id);
    const actors = await findPeople(db, actorIdsOf(booking, audits));
    res.json({ history: presentBookingHistory(booking, audits, actors) });
  });

  const ownHistory = requireSelfOrAdmin('userId', 'You can only view your own bookings');
  on(router, api.listCancelledBookings, ownHistory, async (req, res) => {
    const { userId } = userIdParam.parse(req.params);
    if (currentUser(req).id !== userId && !(await findUserById(db, userId))) {
      throw notFound('User not found');
    }
    const rows = await listCancelledBookingsOfUser(db, userId);
    res.json({ bookings: rows.map(presentCancelledBooking) });
  });

  return router;
}
