import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, logIn, fieldErrors } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { needsPostgresServer } from '../../../test/test-app';
import { INVALID, usePasswordResetApp } from '../../../test/kits/password-reset-app';
import { sessions } from '../../db/schema';

const { t, clock, postReset, postNewPassword, resetPassword, requestLink } = usePasswordResetApp();

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
    const oldLogin = await logIn(t.app, owner.email, owner.password);
    expect(oldLogin.status).toBe(401);
    const newLogin = await logIn(t.app, owner.email, 'new-harbor-pass');
    expect(newLogin.status).toBe(200);

    const again = await postNewPassword({ token, email }, 'third-pass-1');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
  });

  it('when the link is older than an hour, then it is refused', async () => {
    const owner = await signUpOwner(t.app);
    const { token, email } = await requestLink(owner.email);
    clock.instant = new Date(clock.instant.getTime() + 60 * 60_000 + 1_000);
    const res = await postNewPassword({ token, email }, 'late-pass-1');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID);
    clock.instant = new Date(clock.instant.getTime() - 2 * 60_000);
    const inTime = await postNewPassword({ token, email }, 'late-pass-1');
    expect(inTime.status).toBe(200);
  });

  it('when a reset succeeds, then the other outstanding links stop working', async () => {
    const owner = await signUpOwner(t.app);
    const first = await requestLink(owner.email);
    const second = await requestLink(owner.email);
    expect(first.token).not.toBe(second.token);
    const used = await postNewPassword(second, 'second-pass-1');
    expect(used.status).toBe(200);
    const stale = await postNewPassword(first, 'first-pass-1');
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(INVALID);
  });

  it('when the token belongs to another account or is made up, then it is refused', async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    const { token } = await requestLink(owner.email);
    const wrongEmail = await postNewPassword({ token, email: other.email }, 'taken-over-1');
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.message).toBe(INVALID);
    const madeUp = await postNewPassword(
      { token: 'A'.repeat(43), email: owner.email },
      'taken-over-1',
    );
    expect(madeUp.body.message).toBe(INVALID);
    expect((await logIn(t.app, owner.email, owner.password)).status).toBe(200);
  });

  it.runIf(needsPostgresServer())(
    'when the same link is submitted twice at once, then exactly one succeeds',
    async () => {
      const owner = await signUpOwner(t.app);
      const link = await requestLink(owner.email);
      const body = { token: link.token, email: link.email };
      const results = await Promise.all([
        postReset({ ...body, newPassword: 'racer-one-1' }),
        postReset({ ...body, newPassword: 'racer-two-2' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    },
  );

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
    expect(fieldErrors(res.body)).toMatchObject({
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
