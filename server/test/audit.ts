import { desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { auditLog } from '../src/db/schema';

/** The newest audit row of an action, as an operator reading the log would find it. */
export async function latestAudit(db: Database, action: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
