import { z } from 'zod';
import { ROLES } from '../roles';
import { idParam } from '../schemas/common';
import { adminUserListQuerySchema, userRoleSchema } from '../schemas/users';
import { removedAnswer, rowId } from './common';
import { defineRoute } from './route';

export const publicUserView = z.strictObject({
  id: rowId,
  email: z.string(),
  ownerName: z.string(),
  username: z.string(),
  /** SPEC's: true for every staff role. */
  isAdmin: z.boolean(),
  role: z.enum(ROLES),
});
export type PublicUser = z.infer<typeof publicUserView>;

export const adminUserSummaryView = publicUserView.extend({
  /** Active bookings dated today or later (marina time). */
  upcomingBookings: z.number().int().nonnegative(),
  /** Every active booking, past ones too: what a deletion takes with the user. */
  activeBookings: z.number().int().nonnegative(),
  /**
   * The verified mobile the owner gets texts on (E.164), or null (docs/product.md#text-messages).
   */
  mobile: z.string().nullable(),
  /** The same as people write it in MARINA_COUNTRY ('(617) 555-0123'), international abroad. */
  mobileDisplay: z.string().nullable(),
});
/** A row of the Users tab (GET /api/users, admin). */
export type AdminUserSummary = z.infer<typeof adminUserSummaryView>;

const adminUserList = z.strictObject({
  users: z.array(adminUserSummaryView),
  /** Every user matching q, ignoring limit and offset. */
  total: z.number().int().nonnegative(),
});
export type AdminUserList = z.infer<typeof adminUserList>;

const userAnswer = z.strictObject({ user: publicUserView });
/** PATCH /api/users/{id}/role. */
export type UserResponse = z.infer<typeof userAnswer>;

export const listUsers = defineRoute({
  method: 'GET',
  path: '/api/users',
  summary: 'The Users tab: accounts matching q, by name, a page at a time',
  tag: 'Users',
  access: 'admin',
  permission: 'viewUsers',
  query: adminUserListQuerySchema,
  responses: { 200: adminUserList },
  errors: [],
});

export const setUserRole = defineRoute({
  method: 'PATCH',
  path: '/api/users/:id/role',
  summary: 'Change a user’s role (owner, crew, office, manager); the last manager stays one',
  tag: 'Users',
  access: 'admin',
  permission: 'manageUsers',
  notWithApiToken: true,
  params: idParam,
  body: userRoleSchema,
  responses: { 200: userAnswer },
  errors: [404, 409],
});

export const deleteUser = defineRoute({
  method: 'DELETE',
  path: '/api/users/:id',
  summary: 'Delete a user and cancel their active bookings',
  tag: 'Users',
  access: 'admin',
  permission: 'manageUsers',
  notWithApiToken: true,
  params: idParam,
  responses: { 200: removedAnswer },
  errors: [404, 409],
});
