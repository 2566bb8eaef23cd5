import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/** npm test's one pass over accounts and sessions on the embedded engine. */
const t = useTestApp();

describe('auth smoke', () => {
  it('when someone registers, signs out and signs back in, then each step shows in who the app says is signed in', async () => {
    const browser = apiClient(t.app);
    const email = uniqueEmail();
    const registered = await browser.post('/api/register', {
      email,
      password: 'harbor-pass-1',
      fullName: 'Robin Keel',
      storageType: 'dry-storage',
      phoneNumber: '555-0101',
      isVibMember: false,
      isAdmin: true,
    });
    expect(registered.status).toBe(201);
    const user = {
      id: registered.body.id as number,
      email,
      ownerName: 'Robin Keel',
      username: email,
      isAdmin: false,
      role: 'owner',
    };
    expect(registered.body).toEqual(user);
    expect((await browser.get('/api/user')).body).toEqual(user);

    const out = await browser.post('/api/logout');
    expect(out.status).toBe(200);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await browser.get('/api/session')).body).toEqual({ user: null });

    const wrong = await browser.post('/api/login', { email, password: 'not-my-pass' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect((await browser.get('/api/user')).status).toBe(401);

    const back = await browser.post('/api/login', {
      email: email.toUpperCase(),
      password: 'harbor-pass-1',
    });
    expect(back.status).toBe(200);
    expect(back.body).toEqual(user);
    expect((await browser.get('/api/session')).body).toEqual({ user });
  });
});
