import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { profiles, users } from '../db/schema';

/** What decides where an owner's mail may go: the account and its profile's preferred email. */
export interface OwnerAddresses {
  accountEmail: string;
  preferredEmail: string | null;
  preferredEmailVerifiedAt: Date | null;
}

export function isSameAddress(a: string | null | undefined, b: string | null | undefined) {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/**
 * A preferred email the owner has proven they read: none at all, the account's own email
 * (proven by signing up with it), or one whose verification link they followed.
 */
export function isPreferredEmailProven(owner: OwnerAddresses): boolean {
  return (
    !owner.preferredEmail ||
    isSameAddress(owner.preferredEmail, owner.accountEmail) ||
    owner.preferredEmailVerifiedAt !== null
  );
}

/**
 * The one rule for where an owner's mail goes (DESIGN §7): the preferred email once proven,
 * else the account email, so nobody can make the marina mail an address they do not own.
 */
export function mailableAddress(owner: OwnerAddresses): string {
  return owner.preferredEmail && isPreferredEmailProven(owner)
    ? owner.preferredEmail
    : owner.accountEmail;
}

/** mailableAddress of each owner, read in one query (reminders queue many at once). */
export async function ownerMailAddresses(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      accountEmail: users.email,
      preferredEmail: profiles.preferredEmail,
      preferredEmailVerifiedAt: profiles.preferredEmailVerifiedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, mailableAddress(row)]));
}

/** Where this owner's mail goes now; read inside the transaction that queues it. */
export async function ownerMailAddress(db: Executor, userId: number): Promise<string> {
  const address = (await ownerMailAddresses(db, [userId])).get(userId);
  if (address === undefined) throw new Error(`no user ${userId} to mail`);
  return address;
}
