import type { Executor } from '../../db/client';
import { ownerAddressesOf, type OwnerAddresses } from './mail-recipient-repository';

export type { OwnerAddresses };

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
 * The one rule for where an owner's mail goes (docs/product.md#email): the preferred email once proven,
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
  const owners = await ownerAddressesOf(db, userIds);
  return new Map([...owners].map(([id, owner]) => [id, mailableAddress(owner)]));
}

/** Where this owner's mail goes now; read inside the transaction that queues it. */
export async function ownerMailAddress(db: Executor, userId: number): Promise<string> {
  const address = (await ownerMailAddresses(db, [userId])).get(userId);
  if (address === undefined) throw new Error(`no user ${userId} to mail`);
  return address;
}
