import { z } from 'zod';
import { ACTIVITY_KINDS, activityQuerySchema } from '../schemas/activity';
import { instant, rowId } from './common';
import { defineRoute } from './route';

const activityActorView = z.strictObject({ id: rowId, ownerName: z.string(), email: z.string() });
export type ActivityActor = z.infer<typeof activityActorView>;

const activityEntryView = z.strictObject({
  id: rowId,
  /** null for an action no kind covers. */
  kind: z.enum(ACTIVITY_KINDS).nullable(),
  /** 'booking.flags', 'slot-override.set' … */
  action: z.string().min(1),
  /** null when that account has since been deleted. */
  actor: activityActorView.nullable(),
  /** The change in words: 'Jane Admin closed 2026-12-24 (holiday)'. */
  summary: z.string(),
  createdAt: instant,
});
/** One audit row as the office reads it. */
export type ActivityEntry = z.infer<typeof activityEntryView>;

const activityPage = z.strictObject({
  entries: z.array(activityEntryView),
  /** Rows matching the filters, ignoring limit and offset. */
  total: z.number().int().nonnegative(),
});
export type ActivityPage = z.infer<typeof activityPage>;

export const listActivity = defineRoute({
  method: 'GET',
  path: '/api/admin/activity',
  summary: 'The audit log as the office reads it, newest first, filtered and paged',
  tag: 'Activity',
  access: 'admin',
  permission: 'activity',
  query: activityQuerySchema,
  responses: { 200: activityPage },
  errors: [],
});
