import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@shared/marina-time';
import { mailQueue } from '../../db/schema';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { freshDate, ownerPayload, testClock, START } from '../../../test/kits/booking-kit';

// Clearing takes every booking of the file's database: these tests have a file of their own.
const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

const clearAll = (body?: object) => t.admin.client.delete('/api/bookings', body);
const activeCount = async () =>
  (await t.admin.client.get('/api/bookings?limit=1')).body.total as number;
const cancellationsQueued = async () =>
  (await t.database.db.select().from(mailQueue).where(eq(mailQueue.kind, 'booking-cancelled')))
    .map((row) => row.payload)
    .filter((payload) => payload.kind === 'booking-cancelled');

async function seed(count: number, date = freshDate()) {
  for (let i = 0; i < count; i += 1) {
    const owner = await signUpOwner(t.app);
    const res = await owner.client.post('/api/bookings', ownerPayload({ bookingDate: date }));
    expect(res.status).toBe(201);
  }
  return date;
}

describe('DELETE /api/bookings from the danger zone', () => {
  it('when the typed count is not the number of active bookings, then 409 names the count and nothing is cleared or mailed', async () => {
    clock.set(START.toISOString());
    await seed(3);
    const before = await cancellationsQueued();
    const res = await clearAll({ expectedCount: 2, notifyOwners: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'count_changed',
      message: expect.stringContaining('There are 3 active bookings now'),
    });
    expect(await activeCount()).toBe(3);
    expect(await cancellationsQueued()).toHaveLength(before.length);
  });

  it('when the count matches and owners are to be told, then each upcoming booking is cancelled and its owner mailed once; past ones are not mailed', async () => {
    clock.set(START.toISOString());
    await clearAll();
    const past = await seed(1);
    const upcoming = await seed(2);
    // The third booking's deadline has passed by the time the office clears.
    clock.set(
      new Date(slotStart(past, '10:00 AM', t.config.MARINA_TZ).getTime() + 3_600_000).toISOString(),
    );
    const before = (await cancellationsQueued()).length;

    const res = await clearAll({ expectedCount: 3, notifyOwners: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ cleared: 3, notified: 2 });
    expect(await activeCount()).toBe(0);
    const mailed = (await cancellationsQueued()).slice(before);
    expect(mailed).toHaveLength(2);
    for (const payload of mailed) {
      expect(payload).toMatchObject({ cancelledByAdmin: true, booking: { bookingDate: upcoming } });
    }
  });

  it('when owners are not to be told, or the GET spelling clears, then nobody is mailed', async () => {
    clock.set(START.toISOString());
    await seed(2);
    const before = (await cancellationsQueued()).length;
    expect((await clearAll({ expectedCount: 2, notifyOwners: false })).body).toEqual({
      cleared: 2,
      notified: 0,
    });
    await seed(1);
    expect((await t.admin.client.get('/api/dev/clear-bookings')).body).toEqual({
      cleared: 1,
      notified: 0,
    });
    expect(await cancellationsQueued()).toHaveLength(before);
  });

  it('when the body is wrong, then 400 and nothing is cleared', async () => {
    clock.set(START.toISOString());
    await seed(1);
    for (const body of [
      { expectedCount: -1 },
      { expectedCount: 1.5 },
      { notifyOwners: 'yes' },
      { extra: 1 },
    ]) {
      expect((await clearAll(body)).status).toBe(400);
    }
    expect(await activeCount()).toBe(1);
  });
});
