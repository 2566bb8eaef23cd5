import type { ActivityQuery } from '@shared/schemas/activity';
import type { ActivityPage } from '@shared/api/activity';
import { addServiceDays, marinaDayStart } from '@shared/marina-time';
import type { AppContext } from '../../lib/context';
import { presentActivity, referencedIds } from './activity-presenter';
import { findPeople } from '../users/user-repository';
import { findActivityPage, findBookingFacts } from './activity-repository';

/**
 * One page of the audit log in words. from/to are marina dates, so the window runs from the
 * first day's midnight at the marina to the midnight after the last day.
 */
export async function listActivity(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  query: ActivityQuery,
): Promise<ActivityPage> {
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
  return { entries: rows.map((row) => presentActivity(row, { people, bookings })), total };
}
