import type { Router } from 'express';
import { idParam } from '@shared/schemas/common';
import { profileSchema } from '@shared/schemas/profile';
import type { AppContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth } from '../../middleware/auth';
import { presentProfile } from './profile-presenter';
import { findProfileByUserId } from './profile-repository';
import { saveProfile } from './profile-service';

export function profileRoutes({ db }: AppContext): Router {
  const router = createRouter();

  router.get('/api/profile', requireAuth, async (req, res) => {
    const profile = await findProfileByUserId(db, currentUser(req).id);
    res.json({ profile: profile ? presentProfile(profile) : null });
  });

  router.post('/api/profile', requireAuth, async (req, res) => {
    const values = profileSchema.parse(req.body);
    const profile = await saveProfile(db, currentUser(req).id, values);
    res.json({ profile: presentProfile(profile) });
  });

  router.get('/api/users/:id/profile', requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const user = currentUser(req);
    if (user.id !== id && !user.isAdmin) throw forbidden('You can only view your own profile');
    const profile = await findProfileByUserId(db, id);
    if (!profile) throw notFound('Profile not found');
    res.json({ profile: presentProfile(profile) });
  });

  return router;
}
