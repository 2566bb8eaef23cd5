import type { Router } from 'express';
import * as api from '@shared/api/live-events';
import { liveEventsQuerySchema } from '@shared/schemas/live-events';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import type { LiveEvents } from './live-events-service';

/** GET /api/events: the office's live stream of booking changes (Server-Sent Events). */
export function liveEventRoutes(liveEvents: LiveEvents): Router {
  const router = createRouter();

  on(router, api.openLiveEvents, async (req, res) => {
    const { date } = liveEventsQuerySchema.parse(req.query);
    await liveEvents.open(req, res, {
      userId: currentUser(req).id,
      date,
      lastEventId: req.get('Last-Event-ID'),
    });
  });

  return router;
}
