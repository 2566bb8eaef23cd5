import { z } from 'zod';
import { SERVICE_TYPES } from '../constants';
import { queryObject } from './query';

/** Whose bookings a calendar feed holds: the user's own, or the whole yard (admins). */
export const FEED_SCOPES = ['owner', 'yard'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

export const feedScopeParam = z.object({
  scope: z.enum(FEED_SCOPES, { message: 'Unknown calendar feed: use owner or yard' }),
});

/** GET /api/calendar/{token}.ics: the feed's private token, checked against the stored hash. */
export const feedTokenParam = z.object({ token: z.string() });

export const SERVICE_TYPE_FILTER_MESSAGE =
  'serviceType must be haul-out or launch, or left out for every service';

/**
 * The yard feed's query: one service type, or none (`?serviceType=`, as a form's "All"
 * sends it, counts as none). The owner's feed takes no parameters and ignores any.
 */
export const yardFeedQuerySchema = queryObject({
  serviceType: z
    .string({ message: SERVICE_TYPE_FILTER_MESSAGE })
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.enum(SERVICE_TYPES, { message: SERVICE_TYPE_FILTER_MESSAGE }).optional()),
});
export type YardFeedQuery = z.output<typeof yardFeedQuerySchema>;
