import { describe, expect, it } from 'vitest';
import { adminPayload, ownerPayload } from '../../../test/kits/booking-kit';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * The hostile-input rules (docs/product.md#validation) written out: the cases the property suite
 * finds by chance, checked by name. A NUL in any text field through any route is a 400 naming the
 * field; text is NFC and counted in characters (hostile-requests.test.ts has query strings and
 * bodies).
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
