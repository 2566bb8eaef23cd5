import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiClient, logIn } from '../../../test/api-client';
import { testConfig } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

const MARINA = { MARINA_NAME: 'Gull Harbor', MARINA_TZ: 'America/Chicago' };
const t = useTestApp({ env: MARINA });

describe('API frame', () => {
  it('when probed, then healthz and readyz answer and carry a request id', async () => {
    const health = await request(t.app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.headers['x-request-id']).toBeTruthy();
    expect((await request(t.app).get('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('when a client sends its own request id, then only a short safe token is kept', async () => {
    const uuid = '0b5f7a52-4c1e-4d0f-9a55-2b8e1f3c7d90';
    for (const kept of ['req-42', uuid, 'a'.repeat(40)]) {
      const res = await request(t.app).get('/healthz').set('X-Request-Id', kept);
      expect(res.headers['x-request-id']).toBe(kept);
    }
    const replaced = [
      'a'.repeat(41),
      '../etc',
      '.hidden',
      'Call-555-0100-for-a-refund-of-your-booking-fee',
      'has space',
      '"quoted"',
      'ümlaut',
      'semi;colon',
    ];
    for (const sent of replaced) {
      const res = await request(t.app).get('/healthz').set('X-Request-Id', sent);
      expect(res.headers['x-request-id']).not.toBe(sent);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('when the client asks for config, then it gets the marina settings', async () => {
    const res = await request(t.app).get('/api/config');
    expect(res.body).toMatchObject({
      marinaName: 'Gull Harbor',
      timeZone: 'America/Chicago',
      timeSlots: ['10:00 AM', '12:00 PM', '3:00 PM'],
      features: { sheetsExport: false },
      // Unset, the marina speaks feet and pounds and boats are optional.
      units: 'imperial',
      boats: { required: false, insuranceRequiredFor: 'none' },
    });
  });

  it('when any page is fetched, then the security headers are there and the server is not named', async () => {
    const res = await request(t.app).get('/api/config');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A reset link's token must not leak to another site through Referer.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // HSTS only in production, where the site is served over https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('when the app or its API reference is fetched, then the CSP names no other origin: no https:, no host', async () => {
    for (const path of ['/api/config', '/api/docs']) {
      const res = await request(t.app).get(path);
      const sources = String(res.headers['content-security-policy'])
        .split(';')
        .flatMap((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return values.map((value) => `${name} ${value}`);
        });
      // Only this origin ('self') or nothing ('none'), but for data: images and inline styles
      // (server/src/middleware/security-headers.ts says which pages need them).
      const elsewhere = sources.filter((source) => !/ ('self'|'none')$/.test(source));
      expect(elsewhere, path).toEqual(['img-src data:', "style-src 'unsafe-inline'"]);
      expect(sources, path).toEqual(
        expect.arrayContaining(["style-src 'self'", "font-src 'self'", "connect-src 'self'"]),
      );
    }
  });

  it('when an /api path does not exist, then JSON 404, not the SPA', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body.message).toMatch(/No API route/);
  });

  it('when the JSON is malformed, then 400 with a message', async () => {
    const res = await apiClient(t.app)
      .agent.post('/api/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });

  it('when the body is over 100 kB, then 413', async () => {
    const res = await logIn(t.app, 'a@b.co', 'x'.repeat(120_000));
    expect(res.status).toBe(413);
  });

  it('when signed out, then protected calls are 401 with a JSON message', async () => {
    const res = await request(t.app).get('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });
});

describe('CORS for CORS_ORIGINS', () => {
  it('when an allowed origin preflights any write method, then it is allowed with credentials', async () => {
    // Another instance on the file's database, with the setting: no second database to make.
    const cors = await t.createInstance({
      config: testConfig({ ...MARINA, CORS_ORIGINS: 'https://book.example' }),
    });
    try {
      const res = await request(cors.app)
        .options('/api/admin/capacity')
        .set('Origin', 'https://book.example')
        .set('Access-Control-Request-Method', 'PUT');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://book.example');
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-allow-methods']?.split(',')).toEqual(
        expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      );
      const foreign = await request(cors.app)
        .options('/api/admin/capacity')
        .set('Origin', 'https://evil.example');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await cors.close();
    }
  });
});
