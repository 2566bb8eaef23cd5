import { and, count, eq, isNull } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { adminPayload } from '../../test/kits/booking-kit';
import { routesOf } from '../../test/route-table';
import { useTestApp } from '../../test/use-test-app';

/**
 * docs/product.md#security: no spelling of a path may slip a state-changing call past the CSRF
 * rule. The routes come from the app itself, so a route added later is covered without editing
 * this.
 */
/** Other ways to write a path that a lax router or a path-comparing guard might confuse. */
function spellings(path: string): string[] {
  const mixed = path.replace(/\/(\w)/g, (_, c: string) => `/${c.toUpperCase()}`);
  const encoded = path.replace(/a/, '%61');
  return [
    path,
    `${path}/`,
    path.toUpperCase(),
    mixed,
    path.replace('/api/', '/api//'),
    encoded,
    `${path}/.`,
    `${path}?via=link`,
    `${path}/?x=1`,
  ];
}

const t = useTestApp({ admin: true, owner: true });

const TWILIO_SIGNED = new Set(['/api/sms/inbound', '/api/sms/status']);

const activeBookings = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(and(isNull(bookings.cancelledAt), eq(bookings.userId, t.owner.user.id)))
  )[0]?.n ?? 0;

async function bookForOwner(): Promise<number> {
  const res = await t.admin.client.post('/api/bookings', adminPayload(t.owner.user.id));
  expect(res.status).toBe(201);
  return res.body.booking.id as number;
}

describe('CSRF rule whatever the spelling of the path', () => {
  it('when the app is built, then its route table lists the writes this test guards', () => {
    const routes = routesOf(t.app).map((r) => `${r.method} ${r.path}`);
    expect(routes).toContain('GET /api/dev/clear-bookings');
    expect(routes).toContain('DELETE /api/bookings/:id');
    expect(routes).toContain('POST /api/bookings');
    expect(routes.length).toBeGreaterThan(20);
  });

  it('when an admin follows a link to clear-bookings in any spelling, then nothing is cancelled', async () => {
    await bookForOwner();
    const before = await activeBookings();
    expect(before).toBeGreaterThan(0);
    for (const path of spellings('/api/dev/clear-bookings')) {
      // A link or an <img> sends the admin's cookie but cannot add X-Requested-With.
      const res = await t.admin.client.agent.get(path);
      expect(res.status, `GET ${path}`).toBeGreaterThanOrEqual(400);
      expect(await activeBookings(), `GET ${path}`).toBe(before);
    }
  });

  it('when clear-bookings comes with the header from a foreign origin, then 403 and nothing is cancelled', async () => {
    await bookForOwner();
    const before = await activeBookings();
    const res = await t.admin.client
      .get('/api/dev/clear-bookings')
      .set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(await activeBookings()).toBe(before);
  });

  it('when every state-changing route is called in every spelling without the header, then 403 and the booking is untouched', async () => {
    const bookingId = await bookForOwner();
    const writes = routesOf(t.app).filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    expect(writes.length).toBeGreaterThan(10);
    for (const { method, path } of writes) {
      const concrete = path.replace(/:\w+/g, String(bookingId));
      for (const spelled of spellings(concrete)) {
        const call = request(t.app)[method.toLowerCase() as 'post'](spelled);
        const res = await call.set('Cookie', await adminCookie()).send({});
        // Twilio's webhooks need no header: their signature stands in for it (decision 0023),
        // so unsigned they are refused whatever the body (403, or 415 for a non-form body).
        const refusals = TWILIO_SIGNED.has(path) ? [403, 415] : [403];
        expect(refusals, `${method} ${spelled}: ${res.status}`).toContain(res.status);
      }
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.cancelledAt).toBeNull();
    expect(row?.completed).toBe(false);
  });

  it('when the office calls clear-bookings as the app does, then it still works', async () => {
    await bookForOwner();
    const res = await t.admin.client.get('/api/dev/clear-bookings');
    expect(res.status).toBe(200);
    expect(res.body.cleared).toBeGreaterThan(0);
    expect(await activeBookings()).toBe(0);
  });
});

describe('CSRF rule and API tokens', () => {
  const token = async (scope: 'read' | 'write') => {
    const res = await t.admin.client.post('/api/tokens', { name: `CSRF ${scope}`, scope });
    expect(res.status).toBe(201);
    return res.body.secret as string;
  };

  it('when a valid write token makes a change without X-Requested-With, even from a foreign origin, then the rule does not apply', async () => {
    const secret = await token('write');
    const bookingId = await bookForOwner();
    const res = await request(t.app)
      .delete(`/api/bookings/${bookingId}`)
      .set('Authorization', `Bearer ${secret}`)
      .set('Origin', 'https://integration.example');
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.cancelledAt).not.toBeNull();
  });

  it('when every state-changing route is called in every spelling with a spoiled or read-only token beside the admin cookie, then it is refused and the booking is untouched', async () => {
    const read = await token('read');
    const spoiled = `${(await token('write')).slice(0, -2)}__`;
    const bookingId = await bookForOwner();
    const writes = routesOf(t.app).filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
    for (const { method, path } of writes) {
      const concrete = path.replace(/:\w+/g, String(bookingId));
      for (const spelled of spellings(concrete)) {
        for (const secret of [read, spoiled]) {
          const call = request(t.app)[method.toLowerCase() as 'post'](spelled);
          const res = await call
            .set('Cookie', await adminCookie())
            .set('Authorization', `Bearer ${secret}`)
            .send({});
          // A token is refused before the route (401, or 403 read-only); a spelling the
          // /api mount does not match meets the rule itself (403); Twilio's exact paths,
          // answered before any token is read, their signature (403, 415).
          const refusals = TWILIO_SIGNED.has(path) ? [401, 403, 415] : [401, 403];
          expect(refusals, `${method} ${spelled}: ${res.status}`).toContain(res.status);
        }
      }
    }
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.cancelledAt).toBeNull();
    expect(row?.completed).toBe(false);
  });

  it('when a read-only token follows clear-bookings in any spelling, even with the header, then nothing is cancelled', async () => {
    const read = await token('read');
    await bookForOwner();
    const before = await activeBookings();
    for (const path of spellings('/api/dev/clear-bookings')) {
      const res = await request(t.app)
        .get(path)
        .set('Authorization', `Bearer ${read}`)
        .set('X-Requested-With', 'XMLHttpRequest');
      expect(res.status, `GET ${path}`).toBeGreaterThanOrEqual(400);
      expect(await activeBookings(), `GET ${path}`).toBe(before);
    }
  });
});

let cookie: string | undefined;
async function adminCookie(): Promise<string> {
  if (cookie) return cookie;
  const res = await request(t.app)
    .post('/api/login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({ email: t.admin.email, password: t.admin.password });
  cookie = (res.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  return cookie;
}
