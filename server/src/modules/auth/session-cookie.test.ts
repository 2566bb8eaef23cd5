import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * docs/product.md#accounts: in production the session cookie is __Host- prefixed (Secure, Path=/,
 * no Domain).
 */
// Behind a TLS-terminating proxy on loopback, as production runs.
const t = useTestApp({
  env: { NODE_ENV: 'production', TRUST_PROXY: 'loopback', APP_URL: 'https://book.example' },
});

describe('session cookie in production', () => {
  it('when an owner signs in over https, then the cookie is __Host-marina.sid, Secure, Path=/ and has no Domain', async () => {
    const owner = await signUpOwner(t.app);
    const res = await request(t.app)
      .post('/api/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: owner.email, password: owner.password });
    expect(res.status).toBe(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('__Host-marina.sid='),
    );
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);

    const session = cookie!.split(';')[0]!;
    const me = await request(t.app)
      .get('/api/user')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', session);
    expect(me.body.email).toBe(owner.email);

    const out = await request(t.app)
      .post('/api/logout')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', session);
    const cleared = (out.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('__Host-marina.sid=;'),
    );
    // A browser ignores a __Host- cookie change without Secure and Path=/, logout included.
    expect(cleared).toMatch(/; Path=\/;.*Secure/);
  });
});
