import { z } from 'zod';
import { serviceDate } from './common';
import { pagingShape, queryObject, withOrderedRange } from './query';

/** What the Activity view filters by; each audit action belongs to at most one kind. */
export const ACTIVITY_KINDS = [
  'bookings',
  'flags',
  'users',
  'capacity',
  'closures',
  'exports',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  bookings: 'Bookings',
  flags: 'Completed and way flags',
  users: 'Users and roles',
  capacity: 'Capacity',
  closures: 'Closures',
  exports: 'Exports',
};

/**
 * The kind of an audit action ('booking.flags', 'user.role' …), by its resource prefix, so an
 * action added later (say 'booking.reschedule') lands in its kind without a change here.
 */
export function activityKindOf(action: string): ActivityKind | null {
  if (action === 'booking.flags') return 'flags';
  if (action.startsWith('booking.')) return 'bookings';
  // A customer's boats are kept with their record, on the Users tab.
  if (action.startsWith('user.') || action.startsWith('boat.')) return 'users';
  // The yard's lifts are set beside its capacity, on the Availability tab.
  if (action.startsWith('capacity.') || action.startsWith('lift.')) return 'capacity';
  if (action.startsWith('slot-override.') || action.startsWith('weather-hold.')) return 'closures';
  if (action.startsWith('export.')) return 'exports';
  return null;
}

export const ACTIVITY_DEFAULT_LIMIT = 25;
export const ACTIVITY_MAX_LIMIT = 100;

const dateParam = (label: string) => serviceDate(label).optional();

/**
 * GET /api/admin/activity: every parameter optional; a repeated, unknown or malformed one is a
 * 400 naming it. from/to are marina dates, inclusive.
 */
export const activityQuerySchema = withOrderedRange(
  queryObject({
    kind: z
      .enum(ACTIVITY_KINDS, { error: `Kind must be one of ${ACTIVITY_KINDS.join(', ')}` })
      .optional(),
    from: dateParam('From'),
    to: dateParam('To'),
    ...pagingShape(ACTIVITY_MAX_LIMIT, ACTIVITY_DEFAULT_LIMIT),
  }),
);
export type ActivityQuery = z.output<typeof activityQuerySchema>;
/** What a client may send: every parameter optional. */
export type ActivityParams = Partial<ActivityQuery>;
