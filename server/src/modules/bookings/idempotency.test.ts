import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { errorHandler } from '../../middleware/error-handler';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { adminPayload, ownerPayload, START, testClock } from '../../../test/kits/booking-kit';
import { idempotentBooking } from '../../middleware/idempotency';

/** POST /api/bookings honours Idempotency-Key (docs/decisions/0029-idempotency-keys.md). */
const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });
let second: { app: Express; close(): Promise<void> };
beforeAll(async () => {
  second = await t.createInstance();
});
afterEach(() => {
  clock.instant = START;
});
afterAll(async () => {
  await second?.close();
});

const book = (client: ApiClient, body: object, key?: string) => {
  const req = client.agent
    .post('/api/bookings')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send(body);
  return key === undefined ? req : req.set('Idempotency-Key', key);
};

const activeOf = (userId: number) =>
  t.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNull(bookings.cancelledAt)));

describe('POST /api/bookings with an Idempotency-Key', () => {
  it('when an owner sends the same key and body twice, then the second answer is the first one again and one booking exists (without a key, a repeat is a duplicate as before)', async () => {
    const owner = await signUpOwner(t.app);
    const payload = ownerPayload();
    const key = randomUUID();
    const first = await book(owner.client, payload, key);
    expect(first.status).toBe(201);
    const again = await book(owner.client, payload, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await activeOf(owner.user.id)).toHaveLength(1);
    // Without a key it works as before: the repeat is refused as a duplicate, not replayed.
    const bare = await book(owner.client, payload);
    expect(bare.status).toBe(409);
    expect(bare.body.message).toBe('You already have a booking for this deadline');
    // Keys belong to their user: another owner's same key books for them.
    const other = await signUpOwner(t.app);
    expect((await book(other.client, payload, key)).status).toBe(201);
    expect(await activeOf(other.user.id)).toHaveLength(1);
  });

  it('when the same key comes with a different body, then 422 and nothing new is booked', async () => {
    const owner = await signUpOwner(t.app);
    const key = randomUUID();
    expect((await book(owner.client, ownerPayload(), key)).status).toBe(201);
    const other = await book(owner.client, ownerPayload({ timeSlot: '3:00 PM' }), key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different booking. Send a new key for a new booking.',
    );
    expect(await activeOf(owner.user.id)).toHaveLength(1);
  });

  it('when an admin repeats a booking for a customer with the same key, then it is replayed, not booked twice', async () => {
    const customer = await signUpOwner(t.app);
    const payload = adminPayload(customer.user.id);
    const key = 'office-desk-42';
    const first = await book(t.admin.client, payload, key);
    expect(first.status).toBe(201);
    const again = await book(t.admin.client, payload, key);
    expect(again.status).toBe(201);
    expect(again.body.booking.confirmationCode).toBe(first.body.booking.confirmationCode);
    expect(await activeOf(customer.user.id)).toHaveLength(1);
  });

  it('when a refused booking is repeated with its key, then the refusal is replayed even though the same request would now pass', async () => {
    const owner = await signUpOwner(t.app);
    const key = randomUUID();
    const tooSoon = ownerPayload({ bookingDate: '2030-06-10', timeSlot: '3:00 PM' });
    const first = await book(owner.client, tooSoon, key);
    expect(first.status).toBe(400);
    clock.set('2030-06-08T12:00:00Z');
    const again = await book(owner.client, tooSoon, key);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    expect(await activeOf(owner.user.id)).toHaveLength(0);
    expect((await book(owner.client, tooSoon, randomUUID())).status).toBe(201);
  });

  it('when a key is older than 24 hours, then it is forgotten and a new booking may use it', async () => {
    const owner = await signUpOwner(t.app);
    const key = randomUUID();
    expect((await book(owner.client, ownerPayload(), key)).status).toBe(201);
    expect((await book(owner.client, ownerPayload(), key)).status).toBe(422);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.userId, owner.user.id));
    expect((await book(owner.client, ownerPayload(), key)).status).toBe(201);
    expect(await activeOf(owner.user.id)).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['with a space', 'two words'],
    ['not ASCII', 'clé'],
  ])('when the key is %s, then 400 and nothing is booked', async (_label, key) => {
    const owner = await signUpOwner(t.app);
    const res = await book(owner.client, ownerPayload(), key);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Idempotency-Key must be 1 to 200 visible ASCII characters, such as a UUID.',
    );
    expect(await activeOf(owner.user.id)).toHaveLength(0);
  });
});

describe('when the first try fails on the server (5xx)', () => {
  it('then the key is dropped, so a retry with it runs again and is what later repeats replay', async () => {
    const owner = await signUpOwner(t.app);
    let runs = 0;
    // The booking route with a handler whose first run fails as a lost database would.
    const app = express();
    app.use(express.json());
    app.use((req, _res, next) => {
      req.user = owner.user;
      req.log = createLogger('silent');
      next();
    });
    app.post('/api/bookings', idempotentBooking(t.database.db), (_req, res) => {
      runs += 1;
      if (runs === 1) throw new Error('connection terminated');
      res.status(201).json({ booking: { run: runs } });
    });
    app.use(errorHandler);
    const send = () =>
      request(app).post('/api/bookings').set('Idempotency-Key', 'retry-me').send({ a: 1 });

    expect((await send()).status).toBe(500);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ booking: { run: 2 } });
    const repeat = await send();
    expect(repeat.body).toEqual({ booking: { run: 2 } });
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(2);
  });
});

describe.runIf(needsPostgresServer())('the same key sent many times at once', () => {
  it('when 10 identical requests with one key race over two instances, then one booking is made and every other answer is the replay or 409 in flight', async () => {
    const owner = await signUpOwner(t.app);
    const onSecond = apiClient(second.app);
    await onSecond.post('/api/login', { email: owner.email, password: owner.password });
    const payload = ownerPayload();
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(i % 2 ? onSecond : owner.client, payload, key)),
    );
    const created = responses.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const code = created[0]!.body.booking.confirmationCode;
    for (const res of created) expect(res.body.booking.confirmationCode).toBe(code);
    for (const res of responses.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'A booking with this Idempotency-Key is still being processed. Please wait a moment.',
      );
    }
    expect(await activeOf(owner.user.id)).toHaveLength(1);
  });
});
