import { z } from 'zod';
import { feedScopeParam, feedTokenParam, yardFeedQuerySchema } from '../schemas/calendar-feeds';
import { instant, messageAnswer } from './common';
import { defineRoute } from './route';

const feedStatusView = z.strictObject({ createdAt: instant });
/** A calendar feed that is on: only when it was made (its URL was shown once, then). */
export type CalendarFeedStatus = z.infer<typeof feedStatusView>;

const feedsAnswer = z.strictObject({
  owner: feedStatusView.nullable(),
  yard: feedStatusView.nullable(),
});
/** GET /api/calendar/feeds: the user's feeds; yard is null for anyone but an admin. */
export type CalendarFeeds = z.infer<typeof feedsAnswer>;

const createdFeedAnswer = z.strictObject({
  url: z.string().regex(/\/api\/calendar\/[\w-]{43}\.ics$/),
  /** The same URL with webcal://, which opens the device's calendar app to subscribe. */
  webcalUrl: z.string().startsWith('webcal://'),
  createdAt: instant,
});
/** POST /api/calendar/feeds/{scope}: the new private URL, shown this once. */
export type CreatedCalendarFeed = z.infer<typeof createdFeedAnswer>;

export const getCalendarFeeds = defineRoute({
  method: 'GET',
  path: '/api/calendar/feeds',
  summary: 'Which of the user’s calendar feeds are on',
  tag: 'Calendar feeds',
  access: 'signed-in',
  responses: { 200: feedsAnswer },
  errors: [],
});

// An unknown scope names no feed: 404, not 400.
export const createCalendarFeed = defineRoute({
  method: 'POST',
  path: '/api/calendar/feeds/:scope',
  summary:
    'Turn a calendar feed on, or reset it: a new private URL, shown this once (yard: admins)',
  tag: 'Calendar feeds',
  access: 'signed-in',
  notWithApiToken: true,
  params: feedScopeParam,
  responses: { 201: createdFeedAnswer },
  errors: [404],
});

export const removeCalendarFeed = defineRoute({
  method: 'DELETE',
  path: '/api/calendar/feeds/:scope',
  summary: 'Turn a calendar feed off: its URL stops working',
  tag: 'Calendar feeds',
  access: 'signed-in',
  notWithApiToken: true,
  params: feedScopeParam,
  responses: { 200: messageAnswer },
  errors: [404],
});

export const getCalendarFile = defineRoute({
  method: 'GET',
  path: '/api/calendar/:token.ics',
  summary:
    'The feed itself (iCalendar), read by calendar apps: the private token is its only credential',
  tag: 'Calendar feeds',
  access: 'public',
  params: feedTokenParam,
  // The yard feed's filter; the owner's feed ignores any query.
  query: yardFeedQuerySchema,
  responses: { 200: z.string().startsWith('BEGIN:VCALENDAR') },
  errors: [404],
  content: 'calendar',
});
