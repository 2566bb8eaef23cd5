import { describe, expect, it } from 'vitest';
import { apiClient, logIn } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { INVALID, NEUTRAL, usePasswordResetApp } from '../../../test/kits/password-reset-app';

/** npm test's one pass over password recovery, mail included, on the embedded engine. */
const { t, resetPassword, requestLink } = usePasswordResetApp();

describe('password-reset smoke', () => {
  it('when an owner asks for a link and sets a new password with it, then only the new password signs in and the link is spent', async () => {
    const owner = await signUpOwner(t.app);
    // A stranger learns nothing from the answer.
    const unknown = await apiClient(t.app).post('/api/forgot-password', { email: uniqueEmail() });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(NEUTRAL);

    const { mail, token, email } = await requestLink(owner.email);
    expect(email).toBe(owner.email);
    expect(mail.subject).toMatch(/password/i);
    const link = { token, email };

    const reset = await resetPassword(link, 'new-harbor-pass');
    expect(reset.status).toBe(200);
    expect(reset.body.message).toMatch(/password has been reset/i);
    expect((await owner.client.get('/api/user')).status).toBe(401);
    expect((await logIn(t.app, owner.email, owner.password)).status).toBe(401);
    const signedIn = await logIn(t.app, owner.email, 'new-harbor-pass');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(owner.email);

    const again = await resetPassword(link, 'third-harbor-pass');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
  });
});
