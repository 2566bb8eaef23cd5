import type { idParam } from '@shared/schemas/common';
import type { ProfileValues } from '@shared/schemas/profiles';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { isPreferredEmailProven, isSameAddress } from '../../outbox/email/mail-recipient';
import { spendPendingVerifications } from '../email-verification/email-verification-repository';
import { issueVerification } from '../email-verification/email-verification-service';
import { setOwnerName } from '../users/user-repository';
import {
  findProfileByUserId,
  findProfileView,
  upsertProfile,
  type ProfileView,
} from './profile-repository';

/** The signed-in user's own profile; none yet reads as undefined. */
export async function getOwnProfile(
  ctx: AppContext,
  actor: Express.User,
): Promise<ProfileView | undefined> {
  return findProfileView(ctx.db, actor.id);
}

/** Someone's profile, for themselves or an admin (the route's requireSelfOrAdmin decides). */
export async function getUserProfile(
  ctx: AppContext,
  _actor: Express.User,
  { id }: z.output<typeof idParam>,
): Promise<ProfileView> {
  const profile = await findProfileView(ctx.db, id);
  if (!profile) throw notFound('Profile not found');
  return profile;
}

/**
 * Saves the profile; a new full name also becomes the account's owner name (menu initials).
 * A new preferred email other than the account's loses any proof and gets a verification link,
 * queued in the same transaction; until it is followed, mail goes to the account email.
 */
export async function saveProfile(
  ctx: AppContext,
  actor: Express.User,
  values: ProfileValues,
): Promise<ProfileView> {
  return ctx.db.transaction(async (tx) => {
    const before = await findProfileByUserId(tx, actor.id);
    const profile = { ...(await upsertProfile(tx, actor.id, values)), accountEmail: actor.email };
    if (values.fullName) await setOwnerName(tx, actor.id, values.fullName);
    if (!isSameAddress(before?.preferredEmail, profile.preferredEmail)) {
      // A new link spends the pending one itself; a proven or cleared address only spends it.
      if (profile.preferredEmail && !isPreferredEmailProven(profile)) {
        await issueVerification(tx, ctx, { userId: actor.id, email: profile.preferredEmail });
      } else {
        await spendPendingVerifications(tx, actor.id, ctx.now());
      }
    }
    return profile;
  });
}
