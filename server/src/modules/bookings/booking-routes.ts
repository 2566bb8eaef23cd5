import type { Router } from 'express';
import * as api from '@shared/api/bookings';
import { bookingKind } from '@shared/booking-shape';
import {
  adminBookingListQuerySchema,
  adminBookingSchema,
  bookingFlagsSchema,
  clearAllBookingsSchema,
  ownerBookingSchema,
  rescheduleSchema,
} from '@shared/schemas/bookings';
import { idParam, userIdParam } from '@shared/schemas/common';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { assertOneDayOr, roleForbidden, staffMay } from '../../lib/staff-access';
import { observeBookingOutcome } from '../../metrics/booking-outcomes';
import { currentUser, requireAuth, requireSelfOrAdmin } from '../../middleware/auth';
import type { RateLimiters } from '../../middleware/rate-limit';
import { sameSiteRequestGuard } from '../../middleware/csrf';
import { cancelBooking, clearAllBookings, setBookingFlags } from './booking-changes';
import { presentAdminBookingList, presentBooking } from './booking-presenter';
import {
  activeBookingsOfUser,
  boatOfBooking,
  adminBookingPage,
  closedDeadlineBookingPage,
  withClosure,
} from './booking-reads';
import { rescheduleBooking } from './booking-reschedule';
import { createAdminBooking, createOwnerBooking } from './booking-service';
import { idempotentBooking } from '../../middleware/idempotency';

export function bookingRoutes(ctx: AppContext, limits: Pick<RateLimiters, 'ownerWrites'>): Router {
  const router = createRouter();

  // One path for both payloads (docs/product.md#api-calls); shared/booking-shape.ts tells an office
  // booking for a customer from someone's own. The throttle comes before the key, so a throttled
  // request is never stored as the key's answer.
  on(
    router,
    api.createBooking,
    requireAuth,
    limits.ownerWrites,
    idempotentBooking(ctx.db),
    async (req, res) => {
      const user = currentUser(req);
      const kind = bookingKind(req.body, user);
      if (kind === 'office' && !staffMay(user, 'bookForCustomers')) throw roleForbidden();
      const booking = await observeBookingOutcome(ctx.metrics, kind, () =>
        kind === 'office'
          ? createAdminBooking(ctx, user, adminBookingSchema.parse(req.body))
          : createOwnerBooking(ctx, user, ownerBookingSchema.parse(req.body)),
      );
      // Refused on a closed deadline, so a new booking is never on one.
      res
        .status(201)
        .json({ booking: presentBooking(booking, null, await boatOfBooking(ctx.db, booking)) });
    },
  );

  on(router, api.listBookings, async (req, res) => {
    const query = adminBookingListQuerySchema.parse(req.query);
    assertOneDayOr(currentUser(req), 'bookings', query);
    const { page, closureOf, boatOf } = await adminBookingPage(ctx.db, query);
    res.json(presentAdminBookingList(page, closureOf, boatOf));
  });

  on(router, api.listClosedDeadlineBookings, async (_req, res) => {
    const { page, closureOf, boatOf } = await closedDeadlineBookingPage(ctx);
    res.json(presentAdminBookingList(page, closureOf, boatOf));
  });

  const ownBookings = requireSelfOrAdmin(
    api.listUserBookings,
    'userId',
    'You can only view your own bookings',
  );
  on(router, api.listUserBookings, ownBookings, async (req, res) => {
    const { userId } = userIdParam.parse(req.params);
    const { rows, closureOf, boatOf } = await activeBookingsOfUser(
      ctx.db,
      currentUser(req),
      userId,
    );
    res.json({ bookings: rows.map((row) => presentBooking(row, closureOf(row), boatOf(row))) });
  });

  on(router, api.setBookingFlags, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const flags = bookingFlagsSchema.parse(req.body);
    const flagged = await setBookingFlags(ctx, currentUser(req), { id, flags });
    const { booking, closure, boat } = await withClosure(ctx.db, flagged);
    res.json({ booking: presentBooking(booking, closure, boat) });
  });

  on(router, api.cancelBooking, requireAuth, limits.ownerWrites, async (req, res) => {
    const cancelled = await cancelBooking(ctx, currentUser(req), idParam.parse(req.params));
    res.json({ message: 'Booking cancelled', id: cancelled.id });
  });

  // Moves a booking to another date and deadline (docs/product.md#reschedule): owners their own,
  // admins any. Throttled with booking and cancelling, since each move mails the owner.
  on(router, api.rescheduleBooking, requireAuth, limits.ownerWrites, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const target = rescheduleSchema.parse(req.body);
    const booking = await rescheduleBooking(ctx, currentUser(req), { id, ...target });
    // Moved only to an open deadline.
    res.json({ booking: presentBooking(booking, null, await boatOfBooking(ctx.db, booking)) });
  });

  on(router, api.clearAllBookings, async (req, res) => {
    const input = clearAllBookingsSchema.parse(req.body ?? {});
    res.json(await clearAllBookings(ctx, currentUser(req), input));
  });
  // docs/product.md#api-calls names a GET: it carries the write guard in its own chain, so no
  // spelling of the path and no router order can reach the clearing without it.
  on(
    router,
    api.devClearBookings,
    sameSiteRequestGuard(ctx.config.APP_URL, ctx.config.CORS_ORIGINS),
    async (req, res) => {
      res.json(await clearAllBookings(ctx, currentUser(req), { notifyOwners: false }));
    },
  );

  return router;
}
