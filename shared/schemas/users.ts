import { z } from 'zod';
import { LIMITS } from '../constants';
import { ROLES } from '../roles';
import { textField } from './common';
import { pagingShape, queryObject } from './query';

const ROLE_MESSAGE = 'role must be owner, crew, office or manager';

/**
 * PATCH /api/users/:id/role (managers): `{ role }`, or SPEC's `{ isAdmin }`. true makes an owner
 * a manager and leaves staff as they are; false makes anyone an owner.
 */
export const userRoleSchema = z
  .object({
    role: z.enum(ROLES, { message: ROLE_MESSAGE }).optional(),
    isAdmin: z.boolean({ message: 'isAdmin must be true or false' }).optional(),
  })
  .superRefine((body, check) => {
    if (body.role !== undefined && body.isAdmin !== undefined) {
      check.addIssue({ code: 'custom', path: ['role'], message: 'Send role or isAdmin, not both' });
    } else if (body.role === undefined && body.isAdmin === undefined) {
      check.addIssue({ code: 'custom', path: ['role'], message: ROLE_MESSAGE });
    }
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
