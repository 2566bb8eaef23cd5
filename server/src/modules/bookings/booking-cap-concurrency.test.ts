import { and, eq, isNull } from 'drizzle-orm';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '@shared/constants';
import { bookings } from '../../db/schema';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { freshDate, ownerPayload, testClock } from '../../../test/kits/booking-kit';

/**
 * The per-owner cap under contention (docs/product.md#capacity). PGlite runs one query at a time,
 * so only the Postgres server (TEST_DATABASE_URL) can show a count-then-insert race; the outcome
 * must be the same on both.
 */
const CAP = 6;
const ATTEMPTS = 20;

const clock = testClock();
const t = useTestApp({
  now: clock.now,
  env: { MAX_ACTIVE_BOOKINGS_PER_OWNER: String(CAP) },
  owner: true,
});
let second: { app: Express; close(): Promise<void> };
let ownerOnSecond: ApiClient;

beforeAll(async () => {
  second = await t.createInstance();
  ownerOnSecond = apiClient(second.app);
  const login = await ownerOnSecond.post('/api/login', {
    email: t.owner.email,
    password: t.owner.password,
  });
  if (login.status !== 200) throw new Error(`login on second instance failed: ${login.status}`);
});
afterAll(async () => {
  await second?.close();
});

describe.runIf(needsPostgresServer())('upcoming-booking cap under contention', () => {
  it(`when one owner sends ${ATTEMPTS} bookings for distinct deadlines at once, over two instances, then exactly ${CAP} are made`, async () => {
    const dates = Array.from({ length: Math.ceil(ATTEMPTS / TIME_SLOTS.length) }, freshDate);
    const slots = Array.from({ length: ATTEMPTS }, (_, i) => ({
      bookingDate: dates[Math.floor(i / TIME_SLOTS.length)]!,
      timeSlot: TIME_SLOTS[i % TIME_SLOTS.length]!,
    }));
    const responses = await Promise.all(
      slots.map((slot, i) =>
        (i % 2 === 0 ? t.owner.client : ownerOnSecond).post('/api/bookings', ownerPayload(slot)),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CAP);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - CAP);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body.message).toContain(`${CAP} upcoming bookings`);
    }
    const active = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, t.owner.user.id), isNull(bookings.cancelledAt)));
    expect(active).toHaveLength(CAP);
  });
});
