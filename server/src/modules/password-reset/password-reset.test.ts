import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { raceScope } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { useMailWorkers, useSmtpSink } from '../../../test/kits/mail-app';
import { mailQueue, passwordResetTokens, rateLimits, sessions } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import type { MailWorker } from '../../mail/mail-worker';

const NEUTRAL = {
  message: 'If an account with that email exists, you will receive a password reset link shortly.',
};
const INVALID = 'This password reset link is invalid or has expired.';

let clock = new Date();
const now = () => clock;
const smtp = useSmtpSink();
const t = useTestApp({ now });
const startWorker = useMailWorkers(() => ({
  db: t.database.db,
  config: { ...t.config, SMTP_URL: smtp.sink.url },
  logger: createLogger('silent'),
  now,
}));
let worker: MailWorker;
beforeAll(() => {
  worker = startWorker();
});
beforeEach(() => {
  clock = new Date();
});

/** Submits the reset form's body from a browser without a session. */
const postReset = (body: object) => apiClient(t.app).post('/api/reset-password', body);
/** Sets a new password with a link, typed twice as the form sends it. */
const resetPassword = (link: { token: string; email: string }, password: string) =>
  postReset({ ...link, newPassword: password, confirmPassword: password });

/** Asks for a link through the API and returns it as the owner's mailbox received it. */
async function requestLink(email: string) {
  const res = await apiClient(t.app).post('/api/forgot-password', { email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual(NEUTRAL);
  await worker.drain();
  const mail = smtp.sink.to(email).at(-1)!;
  const link = /http:\/\/app\.test\/reset-password\?\S+/.exec(mail.text!)![0];
  const url = new URL(link);
  return {
    mail,
    link,
    token: url.searchParams.get('token')!,
    email: url.searchParams.get('email')!,
  };
}

describe('POST /api/forgot-password', () => {
  it('when the account exists, then the owner receives a single-use link and only its hash is stored', async () => {
    const owner = await signUpOwner(t.app, { fullName: 'Robin Keel' });
    const { mail, link, token, email } = await requestLink(owner.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Robin Keel');
    expect(mail.text).toContain('Harbor Point Marina');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(email).toBe(owner.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toBe(
      `http://app.test/reset-password?token=${token}&email=${encodeURIComponent(owner.email)}`,
    );

    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, owner.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - clock.getTime();
    expect(lifetime).toBe(60 * 60_000);
  });

  it('when the account does not exist, then the answer is identical and nothing is sent', async () => {
    const known = await signUpOwner(t.app);
    const stranger = uniqueEmail('nobody');
    const a = await apiClient(t.app).post('/api/forgot-password', { email: known.email });
    const b = await apiClient(t.app).post('/api/forgot-password', { email: stranger });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(b.body).toEqual(NEUTRAL);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    await worker.drain();
    expect(smtp.sink.to(stranger)).toHaveLength(0);
    expect(
      await t.database.db.select().from(mailQueue).where(eq(mailQueue.recipient, stranger)),
    ).toHaveLength(0);
    expect(smtp.sink.to(known.email)).toHaveLength(1);
  });

  it('when the email differs in case and spacing, then the link goes to the account address', async () => {
    const owner = await signUpOwner(t.app);
    const res = await apiClient(t.app).post('/api/forgot-password', {
      email: `  ${owner.email.toUpperCase()} `,
    });
    expect(res.body).toEqual(NEUTRAL);
    await worker.drain();
    expect(smtp.sink.to(owner.email)).toHaveLength(1);
  });

  it('when the email is not valid, then 400 with the form message', async () => {
    const res = await apiClient(t.app).post('/api/forgot-password', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });
});

describe('POST /api/reset-password', () => {
  it('when the link is valid, then the password changes, every session ends and the link is spent', async () => {
    const owner = await signUpOwner(t.app);
    const laptop = apiClient(t.app);
    expect(
      (await laptop.post('/api/login', { email: owner.email, password: owner.password })).status,
    ).toBe(200);
    const { token, email } = await requestLink(owner.email);

    const res = await resetPassword({ token, email }, 'new-harbor-pass');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/password has been reset/i);

    expect((await owner.client.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id)),
    ).toHaveLength(0);
    const oldLogin = await apiClient(t.app).post('/api/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await apiClient(t.app).post('/api/login', {
      email: owner.email,
      password: 'new-harbor-pass',
    });
    expect(newLogin.status).toBe(200);

    const again = await postReset({
      token,
      email,
      newPassword: 'third-pass-1',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
  });

  it('when the link is older than an hour, then it is refused', async () => {
    const owner = await signUpOwner(t.app);
    const { token, email } = await requestLink(owner.email);
    clock = new Date(clock.getTime() + 60 * 60_000 + 1_000);
    const res = await postReset({
      token,
      email,
      newPassword: 'late-pass-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID);
    clock = new Date(clock.getTime() - 2 * 60_000);
    const inTime = await postReset({
      token,
      email,
      newPassword: 'late-pass-1',
    });
    expect(inTime.status).toBe(200);
  });

  it('when a reset succeeds, then the other outstanding links stop working', async () => {
    const owner = await signUpOwner(t.app);
    const first = await requestLink(owner.email);
    const second = await requestLink(owner.email);
    expect(first.token).not.toBe(second.token);
    const used = await postReset({
      ...second,
      newPassword: 'second-pass-1',
    });
    expect(used.status).toBe(200);
    const stale = await postReset({
      ...first,
      newPassword: 'first-pass-1',
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(INVALID);
  });

  it('when the token belongs to another account or is made up, then it is refused', async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    const { token } = await requestLink(owner.email);
    const wrongEmail = await postReset({
      token,
      email: other.email,
      newPassword: 'taken-over-1',
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.message).toBe(INVALID);
    const madeUp = await postReset({
      token: 'A'.repeat(43),
      email: owner.email,
      newPassword: 'taken-over-1',
    });
    expect(madeUp.body.message).toBe(INVALID);
    expect(
      (await apiClient(t.app).post('/api/login', { email: owner.email, password: owner.password }))
        .status,
    ).toBe(200);
  });

  it(`when the same link is submitted twice at once, then exactly one succeeds (${raceScope})`, async () => {
    const owner = await signUpOwner(t.app);
    const link = await requestLink(owner.email);
    const body = { token: link.token, email: link.email };
    const results = await Promise.all([
      postReset({ ...body, newPassword: 'racer-one-1' }),
      postReset({ ...body, newPassword: 'racer-two-2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('when the new password is over 72 bytes, then 400 says so, the link still works and the old password too', async () => {
    const owner = await signUpOwner(t.app);
    const { token, email } = await requestLink(owner.email);
    // 37 characters but 74 bytes: bcrypt would silently drop the last two.
    const long = 'é'.repeat(37);
    const res = await resetPassword({ token, email }, long);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'newPassword',
      message: 'Password must be at most 72 bytes (about 72 letters, fewer with accents or emoji)',
    });
    const login = apiClient(t.app);
    expect(
      (await login.post('/api/login', { email: owner.email, password: owner.password })).status,
    ).toBe(200);
    const exact = 'é'.repeat(36);
    const ok = await resetPassword({ token, email }, exact);
    expect(ok.status).toBe(200);
  });

  it('when fields break the rules, then 400 with the form messages', async () => {
    const res = await postReset({
      email: uniqueEmail(),
      token: '',
      newPassword: '123',
      confirmPassword: '456',
    });
    expect(res.status).toBe(400);
    const paths = Object.fromEntries(
      (res.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(paths).toMatchObject({
      token: 'Token is required',
      newPassword: 'New password must be at least 6 characters',
    });
    const mismatch = await postReset({
      email: uniqueEmail(),
      token: 'x',
      newPassword: '123456',
      confirmPassword: '654321',
    });
    expect(mismatch.body.errors).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });
});

describe('rate limits', () => {
  it('when one address asks too often, then forgot-password and reset answer 429', async () => {
    const limited = await t.createInstance({
      rateLimits: {
        forgotPassword: { windowMs: 60_000, limit: 2 },
        resetPassword: { windowMs: 60_000, limit: 2 },
      },
    });
    // The counters are shared by every instance; start this address from zero.
    await t.database.db.delete(rateLimits);
    try {
      const client = apiClient(limited.app);
      const email = uniqueEmail();
      const forgot = [];
      for (let i = 0; i < 3; i++)
        forgot.push((await client.post('/api/forgot-password', { email })).status);
      expect(forgot).toEqual([200, 200, 429]);
      const reset = [];
      for (let i = 0; i < 3; i++) {
        reset.push(
          (
            await client.post('/api/reset-password', {
              email,
              token: 'x',
              newPassword: 'whatever-1',
            })
          ).status,
        );
      }
      expect(reset).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
