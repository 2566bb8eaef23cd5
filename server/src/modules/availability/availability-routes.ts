import type { Router } from 'express';
import { availabilityQuerySchema } from '@shared/schemas/booking';
import type { AppContext } from '../../lib/context';
import { createRouter } from '../../lib/router';
import { getAvailability } from './availability-service';

export function availabilityRoutes(ctx: AppContext): Router {
  const router = createRouter();

  // Public: the schedule page is viewable signed out (DESIGN §3).
  router.get('/api/timeslots/available', async (req, res) => {
    const query = availabilityQuerySchema.parse(req.query);
    const viewer = { isAdmin: Boolean(req.user?.isAdmin) };
    // Any booking may change it: the browser may keep a copy but asks again each time, and the
    // ETag makes an unchanged answer a 304. Private: an admin and an owner see different reasons.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json(await getAvailability(ctx, viewer, query));
  });

  return router;
}
