import { z } from 'zod';
import { LIMITS } from '../constants';
import { textField } from './common';
import { pagingShape, queryObject } from './query';

/** PATCH /api/users/:id/role (admin). */
export const userRoleSchema = z.object({
  isAdmin: z.boolean({ message: 'isAdmin must be true or false' }),
});
export type UserRoleInput = z.input<typeof userRoleSchema>;

export const ADMIN_USERS_DEFAULT_LIMIT = 50;
export const ADMIN_USERS_MAX_LIMIT = 200;

/**
 * GET /api/users (admin): the Users tab's search and paging. A repeated or unknown parameter
 * is refused by name, so a typo ('search=', 'page=') never silently lists everyone.
 */
export const adminUserListQuerySchema = queryObject({
  q: textField('Search', { max: LIMITS.emailMax })
    .optional()
    .transform((value) => (value ? value : undefined)),
  ...pagingShape(ADMIN_USERS_MAX_LIMIT, ADMIN_USERS_DEFAULT_LIMIT),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
/** What a client may send to GET /api/users: every parameter optional. */
export type AdminUserListParams = Partial<AdminUserListQuery>;
