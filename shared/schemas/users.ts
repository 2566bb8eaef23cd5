import { z } from 'zod';

/** PATCH /api/users/:id/role (admin). */
export const userRoleSchema = z.object({
  isAdmin: z.boolean({ message: 'isAdmin must be true or false' }),
});
