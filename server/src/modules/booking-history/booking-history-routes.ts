import type { Router } from 'express';
import { BOOKING_MESSAGES } from '@shared/messages/booking';
import { idParam } from '@shared/schemas/common';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { requireAdmin } from '../../middleware/auth';
import { actorIdsOf, presentBookingHistory } from './booking-history-presenter';
import { findBookingById } from '../bookings/booking-repository';
import { findPeople } from '../users/user-repository';
import { auditRowsOfBooking } from './booking-history-repository';

/** GET /api/bookings/{id}/history (admin): who created, flagged and cancelled it, and when. */
export function bookingHistoryRoutes({ db }: AppContext): Router {
  const router = createRouter();

  router.get('/api/bookings/:id/history', requireAdmin, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const booking = await findBookingById(db, id);
    if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
    const audits = await auditRowsOfBooking(db, id);
    const actors = await findPeople(db, actorIdsOf(booking, audits));
    res.json({ history: presentBookingHistory(booking, audits, actors) });
  });

  return router;
}
