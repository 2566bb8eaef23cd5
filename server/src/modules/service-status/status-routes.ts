import type { Router } from 'express';
import * as api from '@shared/api/service-status';
import { idParam } from '@shared/schemas/common';
import { serviceStatusSchema } from '@shared/schemas/service-status';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import { presentStatusChange } from './status-presenter';
import { changeServiceStatus } from './status-service';

/**
 * Where a booking's service stands on the day (docs/product.md#service-status): the crew board's
 * taps.
 */
export function serviceStatusRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.setServiceStatus, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const { status } = serviceStatusSchema.parse(req.body);
    const changed = await changeServiceStatus(ctx, currentUser(req), { id, status });
    res.json({ booking: presentStatusChange(changed) });
  });

  return router;
}
