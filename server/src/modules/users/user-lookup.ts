import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findUserById } from './user-repository';

/**
 * Refuses a list of someone else's records when that someone does not exist: the route's guard
 * already let only the user or an admin through, so an admin reading a deleted user gets 404
 * rather than an empty list.
 */
export async function requireListedUser(
  db: Executor,
  viewer: { id: number },
  userId: number,
): Promise<void> {
  if (viewer.id !== userId && !(await findUserById(db, userId))) {
    throw notFound('User not found');
  }
}
