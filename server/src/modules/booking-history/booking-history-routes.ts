import type { Router } from 'express';
import * as api from '@shared/api/booking-history';
import { idParam, userIdParam } from '@shared/schemas/common';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser, requireSelfOrAdmin } from '../../middleware/auth';
import { presentBookingHistory, presentCancelledBookings } from './booking-history-presenter';
import { bookingHistorySources, cancelledBookingsOfUser } from './booking-history-service';

/**
 * GET /api/bookings/{id}/history (admin): who created, flagged and cancelled it, and when. GET
 * /api/bookings/user/{userId}/cancelled (self or admin): the owner's cancelled bookings, beside
 * their active ones from GET /api/bookings/user/{userId}, whose shape docs/product.md#api-calls
 * fixes.
 */
export function bookingHistoryRoutes({ db }: AppContext): Router {
  const router = createRouter();

  on(router, api.getBookingHistory, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { booking, audits, actors } = await bookingHistorySources(db, id);
    res.json({ history: presentBookingHistory(booking, audits, actors) });
  });

  const ownHistory = requireSelfOrAdmin(
    api.listCancelledBookings,
    'userId',
    'You can only view your own bookings',
  );
  on(router, api.listCancelledBookings, ownHistory, async (req, res) => {
    const { userId } = userIdParam.parse(req.params);
    const { rows, boatOf } = await cancelledBookingsOfUser(db, currentUser(req), userId);
    res.json({ bookings: presentCancelledBookings(rows, boatOf) });
  });

  return router;
}
