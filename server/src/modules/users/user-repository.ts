import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

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

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Executor,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** The unique index on lower(email) that makes two accounts for one address impossible. */
export const EMAIL_UNIQUE_INDEX = 'users_email_lower_key';
