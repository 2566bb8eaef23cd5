import { z } from 'zod';
import { LIMITS } from '../constants';
import { MAX_DATABASE_ID, refuseControlCharacters } from './common';

/** PATCH /api/users/:id/role (admin). */
export const userRoleSchema = z.object({
  isAdmin: z.boolean({ message: 'isAdmin must be true or false' }),
});

export const ADMIN_USERS_DEFAULT_LIMIT = 50;
export const ADMIN_USERS_MAX_LIMIT = 200;

/** The message when a query parameter arrives twice (`?q=a&q=b` parses to an array). */
const givenOnce = (param: string, otherwise: string) => (issue: { input: unknown }) =>
  Array.isArray(issue.input) ? `Give ${param} once, not ${issue.input.length} times` : otherwise;

/**
 * A paging number from the query string: digits only, so '1e3', '0x10', ' 7' and '-0' are
 * refused rather than read as something the office did not type.
 */
const pagingNumber = (name: 'Limit' | 'Offset', min: number, max: number, fallback: number) =>
  z
    .string({ error: givenOnce(name.toLowerCase(), `${name} must be a whole number`) })
    .regex(/^\d+$/, `${name} must be a whole number written in digits`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    )
    .optional()
    .transform((value) => value ?? fallback);

const userListFields = z.object({
  q: refuseControlCharacters(
    z
      .string({ error: givenOnce('q', 'Search must be text') })
      .trim()
      .max(LIMITS.emailMax, `Search must be at most ${LIMITS.emailMax} characters`),
    'Search',
  )
    .optional()
    .transform((value) => (value ? value : undefined)),
  limit: pagingNumber('Limit', 1, ADMIN_USERS_MAX_LIMIT, ADMIN_USERS_DEFAULT_LIMIT),
  offset: pagingNumber('Offset', 0, MAX_DATABASE_ID, 0),
});

const USER_LIST_PARAMS = Object.keys(userListFields.shape);

/**
 * GET /api/users (admin): the Users tab's search and paging. A parameter the server does not
 * know is refused by name, so a typo ('search=', 'page=') never silently lists everyone.
 */
export const adminUserListQuerySchema = z
  .record(z.string(), z.unknown())
  .superRefine((query, ctx) => {
    for (const name of Object.keys(query)) {
      if (!USER_LIST_PARAMS.includes(name)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `Unknown parameter ${name}: use ${USER_LIST_PARAMS.join(', ')}`,
        });
      }
    }
  })
  .pipe(userListFields);
export type AdminUserListQuery = z.output<typeof userListFields>;
/** What a client may send to GET /api/users: every parameter optional. */
export type AdminUserListParams = Partial<AdminUserListQuery>;
