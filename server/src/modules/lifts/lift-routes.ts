import type { Router } from 'express';
import * as api from '@shared/api/lifts';
import { idParam } from '@shared/schemas/common';
import { bookingLiftSchema, liftSchema } from '@shared/schemas/lifts';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import { assignBookingLift } from './booking-lift-service';
import { presentLift, presentLiftedBooking } from './lift-presenter';
import { createLift, listYardLifts, renameLift, retireLift } from './lift-service';

/**
 * The yard's lifts (docs/product.md#lifts), kept on the Availability tab, and which one serves a
 * booking.
 */
export function liftRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.listLifts, async (_req, res) => {
    res.json({ lifts: (await listYardLifts(ctx)).map(presentLift) });
  });

  on(router, api.createLift, async (req, res) => {
    const lift = await createLift(ctx, currentUser(req), liftSchema.parse(req.body));
    res.status(201).json({ lift: presentLift(lift) });
  });

  on(router, api.renameLift, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { name } = liftSchema.parse(req.body);
    res.json({ lift: presentLift(await renameLift(ctx, currentUser(req), { id, name })) });
  });

  on(router, api.retireLift, async (req, res) => {
    const lift = await retireLift(ctx, currentUser(req), idParam.parse(req.params));
    res.json({ lift: presentLift(lift) });
  });

  on(router, api.assignBookingLift, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { liftId } = bookingLiftSchema.parse(req.body);
    const assigned = await assignBookingLift(ctx, currentUser(req), { id, liftId });
    res.json({ booking: presentLiftedBooking(assigned) });
  });

  return router;
}
