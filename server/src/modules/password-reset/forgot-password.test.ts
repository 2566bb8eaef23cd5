import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { NEUTRAL, usePasswordResetApp } from '../../../test/kits/password-reset-app';
import { mailQueue, passwordResetTokens, rateLimits } from '../../db/schema';

const { t, clock, smtp, drain, requestLink } = usePasswordResetApp();

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
    const lifetime = rows[0]!.expiresAt.getTime() - clock.instant.getTime();
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
    await drain();
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
    await drain();
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
