import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { signUpOwner, uniqueEmail } from '../../test/factories';
import { captureLogs } from '../../test/log-capture';
import { useTestApp } from '../../test/use-test-app';
import { useMailWorkers, useSmtpSink } from '../../test/kits/mail-app';
import { mailQueue } from '../db/schema';

/** docs/product.md#security and #email: a reset link is a credential; once mailed it is kept nowhere readable. */

const smtp = useSmtpSink();
const t = useTestApp();
const startWorker = useMailWorkers(() => ({
  db: t.database.db,
  config: t.config,
  logger: captureLogs().logger,
}));

function worker(config: Partial<typeof t.config>, logger = captureLogs().logger) {
  return startWorker({ config: { ...t.config, ...config }, logger });
}

/** An owner asks for a reset link through the API, as the forgot-password page does. */
async function askForReset() {
  const owner = await signUpOwner(t.app);
  const res = await owner.client.post('/api/forgot-password', { email: owner.email });
  expect(res.status).toBe(200);
  return owner.email;
}

/** The reset token in a message's text: 32 random bytes, base64url. */
const tokenIn = (text: string | undefined) => /token=([\w-]{43})/.exec(text ?? '')?.[1];

async function resetRows(email: string) {
  return t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.recipient, email), eq(mailQueue.kind, 'password-reset')));
}

describe('reset links after sending', () => {
  it('when the worker has sent a reset mail over SMTP, then neither its queue row nor the log holds the token', async () => {
    const email = await askForReset();
    const logs = captureLogs();
    await worker({ SMTP_URL: smtp.sink.url }, logs.logger).drain();

    const [mail] = smtp.sink.to(email);
    const token = tokenIn(mail?.text);
    expect(token).toBeDefined();
    const [row] = await resetRows(email);
    expect(row?.status).toBe('sent');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(logs.lines.some((line) => line.includes('mail sent'))).toBe(true);
    expect(logs.containing(token!)).toEqual([]);
  });

  it('when a production install writes mail to the outbox, then the .eml holds the link and the log does not', async () => {
    const email = await askForReset();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'marina-outbox-'));
    try {
      const logs = captureLogs();
      await worker(
        { NODE_ENV: 'production', SMTP_URL: undefined, DATA_DIR: dataDir },
        logs.logger,
      ).drain();

      const [file] = await readdir(path.join(dataDir, 'outbox'));
      const eml = await simpleParser(await readFile(path.join(dataDir, 'outbox', file!)));
      const token = tokenIn(eml.text);
      expect(token).toBeDefined();
      expect(logs.lines.some((line) => line.includes(email))).toBe(true);
      expect(logs.containing(token!)).toEqual([]);
      expect(JSON.stringify(await resetRows(email))).not.toContain(token);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('verification links after sending', () => {
  it('when the worker has sent a verification mail, then its queue row no longer holds the link', async () => {
    const owner = await signUpOwner(t.app);
    const preferred = uniqueEmail('preferred');
    expect((await owner.client.post('/api/profile', { preferredEmail: preferred })).status).toBe(
      200,
    );
    await worker({ SMTP_URL: smtp.sink.url }).drain();

    const [mail] = smtp.sink.to(preferred);
    const token = tokenIn(mail?.text);
    expect(token).toBeDefined();
    const rows = await t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, preferred), eq(mailQueue.kind, 'email-verification')));
    expect(rows).toMatchObject([{ status: 'sent', payload: { verifyUrl: null } }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
