import type { Router } from 'express';
import * as api from '@shared/api/lifts';
import { idParam } from '@shared/schemas/common';
import {
  autoAssignSchema,
  bookingLiftSchema,
  liftChangeSchema,
  liftSchema,
} from '@shared/schemas/lifts';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import { assignBookingLift } from './booking-lift-service';
import { presentLift, presentLiftedBooking } from './lift-presenter';
import { autoAssignLifts } from './lift-auto-assign';
import { changeLift, createLift, listYardLifts, retireLift, type LiftChange } from './lift-service';

const presentChange = ({ lift, conflicts }: LiftChange) => ({ lift: presentLift(lift), conflicts });

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
    const change = liftChangeSchema.parse(req.body);
    res.json(presentChange(await changeLift(ctx, currentUser(req), { id, ...change })));
  });

  on(router, api.retireLift, async (req, res) => {
    res.json(presentChange(await retireLift(ctx, currentUser(req), idParam.parse(req.params))));
  });

  on(router, api.assignBookingLift, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const values = bookingLiftSchema.parse(req.body);
    const assigned = await assignBookingLift(ctx, currentUser(req), { id, ...values });
    res.json({ booking: presentLiftedBooking(assigned) });
  });

  on(router, api.autoAssignLifts, async (req, res) => {
    res.json(await autoAssignLifts(ctx, currentUser(req), autoAssignSchema.parse(req.body)));
  });

  return router;
}
