import { describe, expect, it } from 'vitest';
import { adminPayload, ownerPayload } from '../../../test/kits/booking-kit';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * Issue 16, written out: the cases the property suite finds by chance, checked by name. A
 * NUL in any text field through any route is a 400 naming the field; text is NFC and counted
 * in characters; query strings are strict; only JSON bodies are read, within size and depth.
 */
const t = useTestApp({ admin: true, owner: true });

const NUL = 'Harbor\u0000Point';

interface TextFieldCase {
  route: string;
  send: (client: ApiClient, body: Record<string, unknown>) => ReturnType<ApiClient['post']>;
  as: () => ApiClient;
  body: () => Record<string, unknown>;
  /** field -> the word its message must use to name it */
  fields: Record<string, RegExp>;
}

const profileBody = () => ({
  fullName: 'Casey Mariner',
  phoneNumber: '555-0100',
  preferredEmail: 'casey@example.test',
  storageType: 'wet-slip',
  wetSlipNumber: 'B-12',
  dryStorageLocation: 'Rack 4',
  notes: 'Blue hull',
});

const CASES: TextFieldCase[] = [
  {
    route: 'POST /api/register',
    send: (c, b) => c.post('/api/register', b),
    as: () => apiClient(t.app),
    body: () => ({
      email: uniqueEmail(),
      password: 'harbor-pass-1',
      fullName: 'Casey Mariner',
      storageType: 'wet-slip',
      phoneNumber: '555-0100',
      username: 'casey',
      preferredEmail: 'casey@example.test',
    }),
    fields: {
      email: /email/i,
      password: /password/i,
      fullName: /full name/i,
      phoneNumber: /phone/i,
      username: /username/i,
      preferredEmail: /email/i,
    },
  },
  {
    route: 'POST /api/login',
    send: (c, b) => c.post('/api/login', b),
    as: () => apiClient(t.app),
    body: () => ({ email: t.owner.email, password: t.owner.password }),
    fields: { email: /email/i, password: /password/i },
  },
  {
    route: 'POST /api/profile',
    send: (c, b) => c.post('/api/profile', b),
    as: () => t.owner.client,
    body: profileBody,
    fields: {
      fullName: /full name/i,
      phoneNumber: /phone/i,
      preferredEmail: /email/i,
      wetSlipNumber: /wet slip/i,
      dryStorageLocation: /dry storage/i,
      notes: /notes/i,
    },
  },
  {
    route: 'POST /api/bookings (owner)',
    send: (c, b) => c.post('/api/bookings', b),
    as: () => t.owner.client,
    body: () => ownerPayload(),
    fields: {
      sourceSlipType: /source/i,
      destination: /destination/i,
      specialRequests: /special requests/i,
    },
  },
  {
    route: 'POST /api/bookings (admin)',
    send: (c, b) => c.post('/api/bookings', b),
    as: () => t.admin.client,
    body: () => adminPayload(t.owner.user.id),
    fields: {
      sourceSlipType: /source/i,
      destination: /destination/i,
      ownerName: /name/i,
      ownerEmail: /email/i,
      ownerPhone: /phone/i,
      specialRequests: /special requests/i,
    },
  },
  {
    route: 'POST /api/forgot-password',
    send: (c, b) => c.post('/api/forgot-password', b),
    as: () => apiClient(t.app),
    body: () => ({ email: t.owner.email }),
    fields: { email: /email/i },
  },
  {
    route: 'POST /api/reset-password',
    send: (c, b) => c.post('/api/reset-password', b),
    as: () => apiClient(t.app),
    body: () => ({ email: t.owner.email, token: 'abc', newPassword: 'harbor-pass-2' }),
    fields: { email: /email/i, token: /token/i, newPassword: /password/i },
  },
  {
    route: 'PUT /api/admin/slot-overrides',
    send: (c, b) => c.put('/api/admin/slot-overrides', b),
    as: () => t.admin.client,
    body: () => ({ date: '2031-03-03', closed: true, reason: 'Storm' }),
    fields: { reason: /reason/i },
  },
];

describe('a NUL in any text field', () => {
  for (const { route, send, as, body, fields } of CASES) {
    for (const [field, label] of Object.entries(fields)) {
      it(`when ${route} gets a NUL in ${field}, then 400 naming the field`, async () => {
        const res = await send(as(), { ...body(), [field]: NUL });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.errors[0]).toMatchObject({
          path: field,
          message: expect.stringMatching(label),
        });
      });
    }
  }

  it('when the profile got a NUL refused, then the owner can still book', async () => {
    await t.owner.client.post('/api/profile', { ...profileBody(), fullName: NUL });
    const res = await t.owner.client.post('/api/bookings', ownerPayload());
    expect(res.status).toBe(201);
  });

  it('when a search has a NUL, then 400 naming the search', async () => {
    const res = await t.admin.client.get('/api/bookings?q=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      path: 'q',
      message: expect.stringMatching(/search/i),
    });
  });

  it('when a name holds half of a surrogate pair, then 400 rather than a silently changed name', async () => {
    const res = await t.owner.client.post('/api/profile', {
      ...profileBody(),
      fullName: 'Casey \ud800',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Full name contains a broken character');
  });
});

describe('text as users see it', () => {
  it('when a name is typed with a combining accent, then it is stored composed (NFC)', async () => {
    const res = await t.owner.client.post('/api/profile', {
      ...profileBody(),
      fullName: 'Rene\u0301e Ba\u0308r',
    });
    expect(res.status).toBe(200);
    expect(res.body.profile.fullName).toBe('Ren\u00e9e B\u00e4r');
  });

  it('when a name is 100 emoji, then it fits the 100-character limit; 101 do not', async () => {
    const fits = await t.owner.client.post('/api/profile', {
      ...profileBody(),
      fullName: '⛵'.repeat(50) + '🐳'.repeat(50),
    });
    expect(fits.status).toBe(200);
    const tooLong = await t.owner.client.post('/api/profile', {
      ...profileBody(),
      fullName: '🐳'.repeat(101),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Full name must be at most 100 characters');
  });

  it('when notes hold tabs and line breaks, then they are kept; a bell is refused', async () => {
    const kept = await t.owner.client.post('/api/profile', {
      ...profileBody(),
      notes: 'Keel:\tdeep\nMast: up',
    });
    expect(kept.body.profile.notes).toBe('Keel:\tdeep\nMast: up');
    const bell = await t.owner.client.post('/api/profile', {
      ...profileBody(),
      notes: 'ding\u0007',
    });
    expect(bell.status).toBe(400);
    expect(bell.body.message).toBe('Notes must not contain control characters');
  });
});

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
