import { describe, expect, it } from 'vitest';
import { MAX_DATABASE_ID } from '@shared/schemas/common';
import { adminPayload } from '../../../test/kits/booking-kit';
import { routesOf } from '../../../test/route-table';
import { useTestApp } from '../../../test/use-test-app';

/**
 * docs/product.md#api-behaviour: an id no row can have is the client's mistake, never a 500. Every
 * route with an id in its path is taken from the app, so a route added later is covered too.
 */
const BAD_IDS = [
  String(MAX_DATABASE_ID + 1),
  '3000000000',
  '99999999999999999999',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '%20%207',
  'abc',
];

const t = useTestApp({ admin: true });

describe('ids out of range', () => {
  it('when an admin calls any id route with an id no row can have, then 400 or 404, never 500', async () => {
    const withIds = routesOf(t.app).filter((r) => /:\w+/.test(r.path));
    expect(withIds.length).toBeGreaterThanOrEqual(6);
    for (const { method, path } of withIds) {
      for (const id of BAD_IDS) {
        const url = path.replace(/:\w+/g, id);
        const verb = method.toLowerCase() as 'get' | 'patch' | 'delete' | 'post' | 'put';
        const res = await t.admin.client[verb](url, {
          completed: true,
          isAdmin: true,
        } as never);
        expect([400, 404], `${method} ${url} -> ${res.status}`).toContain(res.status);
        expect(res.body.message, `${method} ${url}`).toEqual(expect.any(String));
      }
    }
  });

  it('when an admin books for a userId beyond the column, then 400 naming the user field', async () => {
    const res = await t.admin.client.post('/api/bookings', adminPayload(3_000_000_000));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'userId', message: 'Please select a user' });
  });

  it('when an admin lists the bookings of a user that does not exist, then 404', async () => {
    const res = await t.admin.client.get(`/api/bookings/user/${MAX_DATABASE_ID}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
  });
});
