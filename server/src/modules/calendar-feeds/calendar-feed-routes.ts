import type { Router } from 'express';
import { feedScopeParam } from '@shared/schemas/calendar-feed';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
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

  router.get('/api/calendar/feeds', requireAuth, async (req, res) => {
    res.json(await getFeeds(ctx, currentUser(req)));
  });

  router.post('/api/calendar/feeds/:scope', requireAuth, limits.ownerWrites, async (req, res) => {
    res.status(201).json(await createFeed(ctx, currentUser(req), scopeOf(req.params)));
  });

  router.delete('/api/calendar/feeds/:scope', requireAuth, async (req, res) => {
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

  router.get('/api/calendar/:token.ics', async (req, res) => {
    const feed = await renderFeed(ctx, req.params.token, req.query);
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
