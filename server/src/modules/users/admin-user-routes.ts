import type { Router } from 'express';
import * as api from '@shared/api/users';
import { idParam } from '@shared/schemas/common';
import { adminUserListQuerySchema, userRoleSchema } from '@shared/schemas/users';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import { deleteUser, listUsers, setUserRole } from './admin-user-service';
import { presentUser } from './user-presenter';

/** The dashboard's Users tab (docs/product.md#screens, #roles): admins only. */
export function adminUserRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.listUsers, async (req, res) => {
    res.json(await listUsers(ctx, currentUser(req), adminUserListQuerySchema.parse(req.query)));
  });

  on(router, api.setUserRole, async (req, res) => {
    const input = { ...idParam.parse(req.params), ...userRoleSchema.parse(req.body) };
    res.json({ user: presentUser(await setUserRole(ctx, currentUser(req), input)) });
  });

  on(router, api.deleteUser, async (req, res) => {
    const { id } = idParam.parse(req.params);
    await deleteUser(ctx, currentUser(req), { id });
    res.json({ message: 'User deleted', id });
  });

  return router;
}
