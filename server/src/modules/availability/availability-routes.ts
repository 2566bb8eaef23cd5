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
    res.json(await getAvailability(ctx, viewer, query));
  });

  return router;
}
