import type { Router } from 'express';
import * as api from '@shared/api/waitlist';
import { WAITLIST_MESSAGES as M } from '@shared/messages/waitlist';
import { ownerBookingSchema } from '@shared/schemas/bookings';
import { idParam } from '@shared/schemas/common';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth } from '../../middleware/auth';
import type { RateLimiters } from '../../middleware/rate-limit';
import { presentWaitlistEntry } from './waitlist-presenter';
import { joinWaitlist, leaveWaitlist, listMyWaitlist } from './waitlist-service';

/** An owner's queue for full deadlines (docs/product.md#waitlist): join, see, leave. */
export function waitlistRoutes(ctx: AppContext, limits: Pick<RateLimiters, 'ownerWrites'>): Router {
  const router = createRouter();

  on(router, api.joinWaitlist, requireAuth, limits.ownerWrites, async (req, res) => {
    const joined = await joinWaitlist(ctx, currentUser(req), ownerBookingSchema.parse(req.body));
    res.status(201).json({ entry: presentWaitlistEntry(joined) });
  });

  on(router, api.listWaitlist, requireAuth, async (req, res) => {
    const entries = await listMyWaitlist(ctx, currentUser(req));
    res.json({ entries: entries.map(presentWaitlistEntry) });
  });

  on(router, api.leaveWaitlist, requireAuth, limits.ownerWrites, async (req, res) => {
    const { id } = await leaveWaitlist(ctx, currentUser(req), idParam.parse(req.params));
    res.json({ message: M.left, id });
  });

  return router;
}
