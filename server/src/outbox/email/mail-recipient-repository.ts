import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, users } from '../../db/schema';

/** What decides where an owner's mail may go: the account and its profile's preferred email. */
export interface OwnerAddresses {
  accountEmail: string;
  preferredEmail: string | null;
  preferredEmailVerifiedAt: Date | null;
}

/** Each owner's account email and preferred email, in one query (reminders queue many at once). */
export async function ownerAddressesOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, OwnerAddresses>> {
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
  return new Map(rows.map(({ id, ...owner }) => [id, owner]));
}
