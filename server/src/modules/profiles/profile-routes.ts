import type { Router } from 'express';
import * as api from '@shared/api/profiles';
import { idParam } from '@shared/schemas/common';
import { profileSchema } from '@shared/schemas/profiles';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth, requireSelfOrAdmin } from '../../middleware/auth';
import { presentProfile } from './profile-presenter';
import { getOwnProfile, getUserProfile, saveProfile } from './profile-service';

export function profileRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.getOwnProfile, requireAuth, async (req, res) => {
    const profile = await getOwnProfile(ctx, currentUser(req));
    res.json({ profile: profile ? presentProfile(profile) : null });
  });

  on(router, api.saveProfile, requireAuth, async (req, res) => {
    const profile = await saveProfile(ctx, currentUser(req), profileSchema.parse(req.body));
    res.json({ profile: presentProfile(profile) });
  });

  on(
    router,
    api.getUserProfile,
    requireSelfOrAdmin(api.getUserProfile, 'id', 'You can only view your own profile'),
    async (req, res) => {
      const profile = await getUserProfile(ctx, currentUser(req), idParam.parse(req.params));
      res.json({ profile: presentProfile(profile) });
    },
  );

  return router;
}
