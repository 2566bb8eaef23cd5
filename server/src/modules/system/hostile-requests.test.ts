import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * The hostile-input rules (docs/product.md#validation) written out (requests; hostile-text.test.ts
 * has the text fields): query strings are strict, and only JSON bodies are read, within size and
 * depth.
 */
const t = useTestApp({ admin: true, owner: true });

describe('query strings are validated as strictly as bodies', () => {
  const cases: [string, string, RegExp][] = [
    ['/api/bookings?q=a&q=b', 'q', /q once/],
    [
      '/api/bookings?serviceTyp=launch',
      'serviceTyp',
      /Unknown parameter "serviceTyp": use from, to, q/,
    ],
    ['/api/bookings?q[a]=b', 'q[a]', /Unknown parameter "q\[a\]"/],
    ['/api/bookings?limit=1e3', 'limit', /Limit must be a whole number/],
    ['/api/bookings?limit=99999999999999999999', 'limit', /Limit must be at most 1000/],
    ['/api/bookings?limit=0.5', 'limit', /Limit must be a whole number/],
    ['/api/bookings?offset=-1', 'offset', /Offset must be at least 0/],
    ['/api/bookings?offset=99999999999999999999', 'offset', /Offset must be at most 2147483647/],
    ['/api/bookings?sort=dat', 'sort', /Sort must be one of/],
    ['/api/bookings?from=2026-02-30', 'from', /From must be a calendar date/],
    ['/api/bookings?to=%2B02026-01-01', 'to', /To must be a calendar date/],
    [
      '/api/timeslots/available?date=2026-02-30&serviceType=launch',
      'date',
      /Date must be a calendar date/,
    ],
    [
      '/api/timeslots/available?date=2031-01-02&date=2031-01-03&serviceType=launch',
      'date',
      /date once/,
    ],
    ['/api/admin/slot-overrides?from=2031-01-02&from=2031-01-03', 'from', /from once/],
    ['/api/admin/slot-overrides?To=2031-01-02', 'To', /Unknown parameter "To": use from, to/],
  ];
  for (const [url, path, message] of cases) {
    it(`when an admin asks for ${url}, then 400 naming ${path}`, async () => {
      const res = await t.admin.client.get(url);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path, message: expect.stringMatching(message) });
    });
  }

  it('when an offset is past the end, then an empty page, not an error', async () => {
    const res = await t.admin.client.get('/api/bookings?offset=2147483647');
    expect(res.status).toBe(200);
    expect(res.body.bookings).toEqual([]);
  });
});

describe('only JSON bodies are read', () => {
  const profileNow = async () => (await t.owner.client.get('/api/profile')).body.profile;

  it.each([
    { kind: 'text/plain', type: 'text/plain', text: JSON.stringify({ fullName: 'Plain Text' }) },
    {
      kind: 'application/x-www-form-urlencoded',
      type: 'application/x-www-form-urlencoded',
      text: 'fullName=Form+Post',
    },
    {
      kind: 'multipart/form-data',
      type: 'multipart/form-data; boundary=xyz',
      text: '--xyz\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nMulti\r\n--xyz--\r\n',
    },
  ])(
    'when a profile is sent as $kind, then 415 and the profile is unchanged',
    async ({ type, text }) => {
      const before = await profileNow();
      const res = await t.owner.client.agent
        .post('/api/profile')
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('Content-Type', type)
        .send(text);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(
        'Send the request body as JSON (Content-Type: application/json)',
      );
      expect(await profileNow()).toEqual(before);
    },
  );

  it('when a body is over 100 kB, then 413', async () => {
    const res = await t.owner.client.post('/api/profile', { notes: 'x'.repeat(110_000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too large');
  });

  it('when a body nests 10,000 arrays deep, then 400 without a stack overflow, and the server still answers', async () => {
    const res = await t.owner.client.agent
      .post('/api/bookings')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Content-Type', 'application/json')
      .send(`{"serviceType":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is nested too deeply (at most 32 levels)');
    expect((await apiClient(t.app).get('/readyz')).status).toBe(200);
  });

  it('when a body has no content, then the route judges it as before (logout needs none)', async () => {
    const someone = await signUpOwner(t.app);
    const res = await someone.client.agent
      .post('/api/logout')
      .set('X-Requested-With', 'XMLHttpRequest');
    expect(res.status).toBe(200);
  });
});
