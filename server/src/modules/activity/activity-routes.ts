import type { Router } from 'express';
import type { ActivityPage } from '@shared/schemas/activity';
import { activityQuerySchema } from '@shared/schemas/activity';
import { addServiceDays, marinaDayStart } from '@shared/marina-time';
import type { AppContext } from '../../lib/context';
import { createRouter } from '../../lib/router';
import { requireAdmin } from '../../middleware/auth';
import { presentActivity, referencedIds } from './activity-presenter';
import { findActivityPage, findBookingFacts, findPeople } from './activity-repository';

/** GET /api/admin/activity: the audit log as the office reads it, newest first, paged. */
export function activityRoutes({ db, config }: AppContext): Router {
  const router = createRouter();

  router.get('/api/admin/activity', requireAdmin, async (req, res) => {
    const query = activityQuerySchema.parse(req.query);
    const zone = config.MARINA_TZ;
    const { rows, total } = await findActivityPage(db, {
      kind: query.kind,
      since: query.from ? marinaDayStart(query.from, zone) : undefined,
      until: query.to ? marinaDayStart(addServiceDays(query.to, 1), zone) : undefined,
      limit: query.limit,
      offset: query.offset,
    });
    const ids = referencedIds(rows);
    const [people, bookings] = await Promise.all([
      findPeople(db, ids.people),
      findBookingFacts(db, ids.bookings),
    ]);
    const page: ActivityPage = {
      entries: rows.map((row) => presentActivity(row, { people, bookings })),
      total,
    };
    res.json(page);
  });

  return router;
}
