import type { Router } from 'express';
import * as api from '@shared/api/availability';
import {
  availabilityQuerySchema,
  nextOpenQuerySchema,
  scheduleDaysQuerySchema,
} from '@shared/schemas/availability';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { getAvailability } from './availability-service';
import { nextOpenDeadline, scheduleDays } from './schedule-days';

export function availabilityRoutes(ctx: AppContext): Router {
  const router = createRouter();

  // Public: the schedule page is viewable signed out (docs/product.md#capacity).
  on(router, api.getAvailability, async (req, res) => {
    const query = availabilityQuerySchema.parse(req.query);
    const viewer = { isAdmin: Boolean(req.user?.isAdmin) };
    // Any booking may change it: the browser may keep a copy but asks again each time, and the
    // ETag makes an unchanged answer a 304. Private: an admin and an owner see different reasons.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(await getAvailability(ctx, viewer, query, req.user));
  });

  // Public too: the owner's calendar marks closed and full days, and a day with nothing open
  // says when the next open deadline is. Private, no-cache, as above.
  on(router, api.getScheduleDays, async (req, res) => {
    const query = scheduleDaysQuerySchema.parse(req.query);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(await scheduleDays(ctx, query, req.user));
  });

  on(router, api.getNextOpen, async (req, res) => {
    const query = nextOpenQuerySchema.parse(req.query);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(await nextOpenDeadline(ctx, query, req.user));
  });

  return router;
}
