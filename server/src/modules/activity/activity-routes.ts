import type { Router } from 'express';
import { activityQuerySchema } from '@shared/schemas/activity';
import type { AppContext } from '../../lib/context';
import { createRouter } from '../../lib/router';
import { requireAdmin } from '../../middleware/auth';
import { listActivity } from './activity-service';

/** GET /api/admin/activity: the audit log as the office reads it, newest first, paged. */
export function activityRoutes(ctx: AppContext): Router {
  const router = createRouter();

  router.get('/api/admin/activity', requireAdmin, async (req, res) => {
    res.json(await listActivity(ctx, activityQuerySchema.parse(req.query)));
  });

  return router;
}
