import type { Router } from 'express';
import * as api from '@shared/api/weather-holds';
import { WEATHER_HOLD_MESSAGES as M } from '@shared/messages/weather-holds';
import { idParam } from '@shared/schemas/common';
import { weatherHoldPreviewSchema, weatherHoldSchema } from '@shared/schemas/weather-holds';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import { idempotentRequest } from '../../middleware/idempotency';
import { presentHold, presentMove } from './weather-hold-presenter';
import { liftHold, listHolds, placeHold, previewHold } from './weather-hold-service';

/**
 * Weather holds (docs/product.md#weather-holds): close a stormy day's deadlines and move their
 * bookings on.
 */
export function weatherHoldRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.previewWeatherHold, async (req, res) => {
    const { plan, waitlistEntries } = await previewHold(
      ctx,
      weatherHoldPreviewSchema.parse(req.body),
    );
    res.json({
      moves: plan.map(presentMove),
      unplaced: plan.filter((move) => move.to === null).length,
      waitlistEntries,
    });
  });

  on(router, api.placeWeatherHold, idempotentRequest(ctx.db, 'weather hold'), async (req, res) => {
    const actor = currentUser(req);
    const { hold, plan } = await placeHold(ctx, actor, weatherHoldSchema.parse(req.body));
    res.status(201).json({
      hold: presentHold(hold, actor.ownerName),
      moves: plan.map(presentMove),
    });
  });

  on(router, api.listWeatherHolds, async (_req, res) => {
    const rows = await listHolds(ctx);
    res.json({ holds: rows.map((row) => presentHold(row, row.createdByName)) });
  });

  on(router, api.liftWeatherHold, async (req, res) => {
    const hold = await liftHold(ctx, currentUser(req), idParam.parse(req.params));
    res.json({ message: M.lifted, hold: presentHold(hold, hold.createdByName) });
  });

  return router;
}
