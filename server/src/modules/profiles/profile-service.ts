import type { idParam } from '@shared/schemas/common';
import type { ProfileValues } from '@shared/schemas/profile';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { setOwnerName } from '../users/user-repository';
import { findProfileByUserId, upsertProfile, type ProfileRow } from './profile-repository';

/** The signed-in user's own profile; none yet reads as undefined. */
export async function getOwnProfile(
  ctx: AppContext,
  actor: Express.User,
): Promise<ProfileRow | undefined> {
  return findProfileByUserId(ctx.db, actor.id);
}

/** Someone's profile, for themselves or an admin (the route's requireSelfOrAdmin decides). */
export async function getUserProfile(
  ctx: AppContext,
  _actor: Express.User,
  { id }: z.output<typeof idParam>,
): Promise<ProfileRow> {
  const profile = await findProfileByUserId(ctx.db, id);
  if (!profile) throw notFound('Profile not found');
  return profile;
}

/** Saves the profile; a new full name also becomes the account's owner name (menu initials). */
export async function saveProfile(
  ctx: AppContext,
  actor: Express.User,
  values: ProfileValues,
): Promise<ProfileRow> {
  return ctx.db.transaction(async (tx) => {
    const profile = await upsertProfile(tx, actor.id, values);
    if (values.fullName) await setOwnerName(tx, actor.id, values.fullName);
    return profile;
  });
}
