import type { Router } from 'express';
import * as api from '@shared/api/activity';
import { activityQuerySchema } from '@shared/schemas/activity';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { listActivity } from './activity-service';

/** GET /api/admin/activity: the audit log as the office reads it, newest first, paged. */
export function activityRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.listActivity, async (req, res) => {
    res.json(await listActivity(ctx, activityQuerySchema.parse(req.query)));
  });

  return router;
}
