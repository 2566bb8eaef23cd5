import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { Role } from '@shared/roles';
import { bookings, smsSubscriptions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Matches the account of an address in any case; the unique index is on lower(email). */
export function emailIs(email: string): SQL {
  return sql`lower(${users.email}) = ${normalizeEmail(email)}`;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email));
  return row;
}

const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

/** The signed-in user every request reads, as a prepared statement (db/prepared.ts). */
export async function findSignedInUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Who an audit row or a booking names; an account deleted since is simply absent. */
export type PersonFacts = Pick<UserRow, 'id' | 'email' | 'ownerName'>;

export async function findPeople(db: Executor, ids: number[]): Promise<Map<number, PersonFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, ownerName: users.ownerName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** A new password (reset or operator command); the caller ends the account's sessions. */
export async function setPasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The operator's command: the account becomes a manager with the password they chose. */
export async function promoteToAdmin(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ role: 'manager', passwordHash }).where(eq(users.id, userId));
}

/** The profile's full name doubles as the account's owner name (menu initials, lists). */
export async function setOwnerName(db: Executor, userId: number, ownerName: string): Promise<void> {
  await db.update(users).set({ ownerName }).where(eq(users.id, userId));
}

/** One lock for every role change and user deletion, on every instance (see lockAdminChanges). */
const ADMIN_LOCK_KEY = 727_003;

/**
 * Role changes and deletions run one at a time. Without this, two admins demoting each other
 * at once would each count two admins and both succeed, leaving none. After the lock, READ
 * COMMITTED gives the next statement a fresh snapshot, so the count sees the other's commit.
 */
export async function lockAdminChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK_KEY})`);
}

/** The user's row, locked until the transaction ends. */
export async function findUserForUpdate(tx: Transaction, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function countManagers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'manager'));
  return row?.n ?? 0;
}

/** Every account (what a restored backup holds). */
export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row!.n;
}

export async function setRole(db: Executor, id: number, role: Role): Promise<UserRow> {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row!;
}

/** Removes the account; its profile, bookings and sessions go with it (ON DELETE CASCADE). */
export async function deleteUserRow(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Every booking the user holds, cancelled or not: what a deletion takes with it. */
export async function countBookingsOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId));
  return row?.n ?? 0;
}

/** The unique index on lower(email) that makes two accounts for one address impossible. */
export const EMAIL_UNIQUE_INDEX = 'users_email_lower_key';

export type UserListRow = Pick<
  UserRow,
  'id' | 'email' | 'ownerName' | 'username' | 'isAdmin' | 'role'
> & {
  /** The verified mobile for texts (E.164), or null (docs/product.md#text-messages). */
  mobile: string | null;
};

/** '%', '_' and '\' typed in a search are literal characters, not LIKE wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const listColumns = {
  id: users.id,
  email: users.email,
  ownerName: users.ownerName,
  username: users.username,
  isAdmin: users.isAdmin,
  role: users.role,
  mobile: smsSubscriptions.phoneNumber,
};
const byEmail = [sql`lower(${users.email})`, users.id];

/**
 * One page of users, ordered by email as the lower(email) unique index orders them, so an
 * unfiltered page walks the index. A search matches email, username or owner name in any
 * case: one lower()ed haystack (chr(1) keeps a match from spanning two fields) is scanned,
 * about 10 ms at ten thousand users on the Postgres server, so the search takes its total
 * from a window count over that same scan rather than scanning twice. The verified mobile
 * joins on its primary key (a subscription row exists only once its code is proven), so it
 * costs no query of its own.
 */
export async function findUserPage(
  db: Executor,
  page: { q?: string; limit: number; offset: number },
): Promise<{ rows: UserListRow[]; total: number }> {
  if (!page.q) {
    const [rows, [totalRow]] = await Promise.all([
      db
        .select(listColumns)
        .from(users)
        .leftJoin(smsSubscriptions, eq(smsSubscriptions.userId, users.id))
        .orderBy(...byEmail)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(users),
    ]);
    return { rows, total: totalRow?.n ?? 0 };
  }
  const where = sql`lower(concat_ws(chr(1), ${users.email}, ${users.username}, ${users.ownerName})) like ${containing(page.q.toLowerCase())}`;
  const found = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .leftJoin(smsSubscriptions, eq(smsSubscriptions.userId, users.id))
    .where(where)
    .orderBy(...byEmail)
    .limit(page.limit)
    .offset(page.offset);
  if (found[0]) return { rows: found.map(({ total: _, ...row }) => row), total: found[0].total };
  // A page past the last match has no row to carry the count.
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  return { rows: [], total: totalRow?.n ?? 0 };
}

export interface BookingCounts {
  upcoming: number;
  active: number;
}

/**
 * Active (not cancelled) bookings of the given users, all of them and those dated `today` or
 * later: one grouped query for a whole page, over bookings_user_idx.
 */
export async function countActiveBookingsOf(
  db: Executor,
  userIds: number[],
  today: string,
): Promise<Map<number, BookingCounts>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: bookings.userId,
      active: count(),
      upcoming: sql<number>`count(*) filter (where ${bookings.bookingDate} >= ${today})`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .where(and(inArray(bookings.userId, userIds), isNull(bookings.cancelledAt)))
    .groupBy(bookings.userId);
  return new Map(rows.map((r) => [r.userId, { upcoming: r.upcoming, active: r.active }]));
}
