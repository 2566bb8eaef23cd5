import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { useMailApp } from '../../test/kits/mail-app';
import { createLogger } from '../lib/logger';
import { mailQueue } from '../db/schema';
import { createMailTransport, type MailTransport } from './email/transport';

/**
 * The message went out, then the database went away before the worker recorded it: without a
 * retry the row kept its lease for ten minutes and the message was sent a second time.
 */
const mailApp = useMailApp();
const { t, worker, queueReset } = mailApp;

/**
 * The real database and SMTP server, except that once a message has been handed to the SMTP
 * server the database's next `failures` updates fail, as they do while it restarts.
 */
function awayAfterSending(failures: number, error: Error) {
  let left = 0;
  const db = new Proxy(t.database.db, {
    get(target, property, receiver) {
      if (property === 'update' && left > 0) {
        left -= 1;
        return () => {
          throw error;
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  const smtp = createMailTransport(
    { ...t.config, SMTP_URL: mailApp.sink.url },
    createLogger('silent'),
  );
  const transport: MailTransport = {
    kind: smtp.kind,
    async send(mail) {
      await smtp.send(mail);
      left = failures;
    },
    close: () => smtp.close(),
  };
  return { db, transport, outcomeRetryMs: 5 };
}

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

describe('recording a sent message while the database restarts', () => {
  it('when the database is away for the first writes after sending, then the worker records it once it is back and the message went once', async () => {
    const email = uniqueEmail();
    await queueReset(email);
    const w = worker(awayAfterSending(3, terminated()));
    const pass = await w.drain();
    expect(pass.sent).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, email));
    expect(row).toMatchObject({ status: 'sent', lockedUntil: null });
    expect(mailApp.sink.to(email)).toHaveLength(1);
  });

  it('when recording fails for a reason other than the database being away, then it is not retried', async () => {
    const email = uniqueEmail();
    await queueReset(email);
    const w = worker(awayAfterSending(1, new Error('a bug, not an outage')));
    await expect(w.runOnce()).rejects.toThrow('a bug, not an outage');
  });
});
