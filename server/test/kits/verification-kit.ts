import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { mailQueue } from '../../src/db/schema';

/** The verification mails queued for an address, newest first. */
export function verificationMails(db: Database, recipient: string) {
  return db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.recipient, recipient), eq(mailQueue.kind, 'email-verification')))
    .orderBy(desc(mailQueue.id));
}

/** The token of the newest verification link mailed to an address (still pending). */
export async function verificationToken(db: Database, recipient: string): Promise<string> {
  const [row] = await verificationMails(db, recipient);
  const payload = row?.payload;
  const url = payload?.kind === 'email-verification' ? payload.verifyUrl : null;
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error(`no verification link queued for ${recipient}`);
  return token;
}
