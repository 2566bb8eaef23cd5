import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeeds, CreatedCalendarFeed } from '@shared/api/calendar-feeds';
import type { ServiceType } from '@shared/constants';
import { addServiceDays, marinaDate } from '@shared/marina-time';
import { yardFeedQuerySchema, type FeedScope } from '@shared/schemas/calendar-feeds';
import { can } from '@shared/roles';
import type { Executor } from '../../db/client';
import type { CalendarFeedScope } from '../../db/enums';
import type { AppContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { roleForbidden, staffMay } from '../../lib/staff-access';
import { boatsOf } from '../boats/booking-boats';
import {
  deleteFeed,
  deleteFeedsOfUser,
  feedsOfUser,
  findFeedByTokenHash,
  listFeedBookings,
  upsertFeed,
} from './calendar-feed-repository';
import { feedDocument, type FeedDocument } from './calendar-feed-document';

// The client's list and the table's CHECK list must be the same two words.
const _scopesAgree: [FeedScope, CalendarFeedScope] extends [CalendarFeedScope, FeedScope]
  ? true
  : never = true;
void _scopesAgree;

/** 32 random bytes, written base64url: 43 characters, nothing to escape in a URL. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * How far back a feed reaches: bookings dated up to 90 days ago (a season's history in the
 * calendar, without every past year in every poll), and cancellations of the last 30 days as
 * STATUS:CANCELLED, long enough for any subscribed calendar to have polled and removed them.
 */
const PAST_DAYS = 90;
const CANCELLED_SHOWN_DAYS = 30;
/** A bound on one answer's size; the window above keeps a real yard far below it. */
const MAX_EVENTS = 5_000;

/** The calendar's name in the subscriber's list: "Harbor Point Marina – yard launches". */
const YARD_NAMES: Record<ServiceType, string> = { 'haul-out': 'haul-outs', launch: 'launches' };

const FEED_NOT_FOUND = 'Calendar feed not found';
const YARD_ADMINS_ONLY = 'Administrator privileges required';

/** Only this hash is stored: the token itself is in the URL shown once, nowhere else. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The yard's feed lists every booking: the office's and managers' (shared/roles.ts). */
function assertYardFeedAllowed(user: Express.User, scope: FeedScope): void {
  if (scope !== 'yard' || staffMay(user, 'bookings')) return;
  throw user.isAdmin ? roleForbidden() : forbidden(YARD_ADMINS_ONLY);
}

export async function getFeeds(ctx: AppContext, user: Express.User): Promise<CalendarFeeds> {
  const rows = await feedsOfUser(ctx.db, user.id);
  const status = (scope: CalendarFeedScope) => {
    const row = rows.find((r) => r.scope === scope);
    return row ? { createdAt: row.createdAt.toISOString() } : null;
  };
  return { owner: status('owner'), yard: staffMay(user, 'bookings') ? status('yard') : null };
}

/** Creates the feed, or resets it: a new token, and the old URL stops working. */
export async function createFeed(
  ctx: AppContext,
  user: Express.User,
  scope: FeedScope,
): Promise<CreatedCalendarFeed> {
  assertYardFeedAllowed(user, scope);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const row = await upsertFeed(ctx.db, {
    userId: user.id,
    scope,
    tokenHash: hashFeedToken(token),
    createdAt: ctx.now(),
  });
  const url = `${ctx.config.APP_URL}/api/calendar/${token}.ics`;
  return {
    url,
    webcalUrl: url.replace(/^https?:\/\//, 'webcal://'),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function removeFeed(
  ctx: AppContext,
  user: Express.User,
  scope: FeedScope,
): Promise<void> {
  assertYardFeedAllowed(user, scope);
  if (!(await deleteFeed(ctx.db, user.id, scope))) {
    throw notFound('There is no calendar feed to turn off');
  }
}

/**
 * A demoted admin's yard feed goes with the role, in the caller's transaction: the URL
 * names every owner, and a later promotion must not bring an old link back to life.
 */
export async function endYardFeed(tx: Executor, userId: number): Promise<void> {
  await deleteFeed(tx, userId, 'yard');
}

/**
 * Every feed of the user, in the caller's transaction: a feed URL is a credential, so a
 * password reset and `npm run admin` (someone else may have set it up) end them with the
 * sessions.
 */
export async function endAllFeeds(tx: Executor, userId: number): Promise<void> {
  await deleteFeedsOfUser(tx, userId);
}

/**
 * The calendar a token names. Every bad token (malformed, unknown, reset, turned off, or a
 * yard feed whose user's role no longer reads every booking) gets the same 404. The owner's feed ignores
 * query parameters; the yard's takes `serviceType`.
 */
export async function renderFeed(
  ctx: AppContext,
  token: string,
  query: unknown,
): Promise<FeedDocument> {
  if (!TOKEN_PATTERN.test(token)) throw notFound(FEED_NOT_FOUND);
  const feed = await findFeedByTokenHash(ctx.db, hashFeedToken(token));
  if (!feed || (feed.scope === 'yard' && !can(feed.role, 'bookings'))) {
    throw notFound(FEED_NOT_FOUND);
  }
  const { config } = ctx;
  const now = ctx.now();
  const yard = feed.scope === 'yard';
  const serviceType = yard ? yardFeedQuerySchema.parse(query).serviceType : undefined;
  const rows = await listFeedBookings(ctx.db, {
    userId: yard ? undefined : feed.userId,
    serviceType,
    fromDate: addServiceDays(marinaDate(now, config.MARINA_TZ), -PAST_DAYS),
    cancelledSince: new Date(now.getTime() - CANCELLED_SHOWN_DAYS * 86_400_000),
    limit: MAX_EVENTS,
  });
  const yardName = serviceType ? `yard ${YARD_NAMES[serviceType]}` : 'yard';
  // One statement for the feed's boats, however many events: their names go in the descriptions.
  const boatOf = await boatsOf(ctx.db, rows);
  return feedDocument({
    site: {
      marinaName: config.MARINA_NAME,
      appUrl: config.APP_URL,
      timeZone: config.MARINA_TZ,
      mailFrom: config.MAIL_FROM,
    },
    name: `${config.MARINA_NAME} – ${yard ? yardName : 'my bookings'}`,
    audience: yard ? 'yard' : 'owner',
    rows,
    boatOf,
  });
}
