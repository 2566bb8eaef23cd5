import type { Router } from 'express';
import * as api from '@shared/api/calendar-feeds';
import { feedScopeParam, feedTokenParam } from '@shared/schemas/calendar-feeds';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth } from '../../middleware/auth';
import type { RateLimiters } from '../../middleware/rate-limit';
import { createFeed, getFeeds, removeFeed, renderFeed } from './calendar-feed-service';

/** The scope in the path: anything but owner or yard names no feed. */
function scopeOf(params: unknown) {
  const parsed = feedScopeParam.safeParse(params);
  if (!parsed.success) throw notFound('Unknown calendar feed: use owner or yard');
  return parsed.data.scope;
}

/** Turning feeds on, resetting and off, from the profile page and the admin dashboard. */
export function calendarFeedRoutes(
  ctx: AppContext,
  limits: Pick<RateLimiters, 'ownerWrites'>,
): Router {
  const router = createRouter();

  on(router, api.getCalendarFeeds, requireAuth, async (req, res) => {
    res.json(await getFeeds(ctx, currentUser(req)));
  });

  on(router, api.createCalendarFeed, requireAuth, limits.ownerWrites, async (req, res) => {
    res.status(201).json(await createFeed(ctx, currentUser(req), scopeOf(req.params)));
  });

  on(router, api.removeCalendarFeed, requireAuth, async (req, res) => {
    await removeFeed(ctx, currentUser(req), scopeOf(req.params));
    res.json({ message: 'Calendar feed turned off' });
  });

  return router;
}

/**
 * The feed itself, read by calendar apps with no session: app.ts mounts this before the
 * session middleware, so it neither reads a session nor sets a cookie. The token in the path
 * is the only credential; the request log and metrics show the route, never the token.
 */
export function calendarFileRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.getCalendarFile, async (req, res) => {
    const { token } = feedTokenParam.parse(req.params);
    const feed = await renderFeed(ctx, token, req.query);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    // private: the URL is a secret, so no shared cache may keep the answer; 5 minutes spares
    // the database a client's bursts while a change still shows within one refresh.
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('ETag', feed.etag);
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(feed.body);
  });

  return router;
}
