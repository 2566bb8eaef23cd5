import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { addServiceDays, slotStart } from '@shared/marina-time';
import { bookings } from '../../db/schema';
import { uniformRateLimits } from '../../middleware/rate-limit';
import { signUpOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { adminPayload, ownerPayload, START, testClock } from '../../../test/kits/booking-kit';

/**
 * The limits of docs/product.md#capacity: a booking horizon, a cap on an owner's upcoming
 * bookings and a per-owner throttle on booking and cancelling, with small real values.
 */
const HORIZON = 30;
const CAP = 3;
const WRITES_PER_HOUR = 8;
const TODAY = '2030-06-10'; // START is 08:00 that morning in New York
const LAST_DAY = addServiceDays(TODAY, HORIZON);

const clock = testClock();
// Every limit stays relaxed except the owner throttle, which comes from its setting.
const { ownerWrites: _fromSetting, ...relaxed } = uniformRateLimits({
  windowMs: 60_000,
  limit: 10_000,
});
const t = useTestApp({
  now: clock.now,
  env: {
    BOOKING_HORIZON_DAYS: String(HORIZON),
    MAX_ACTIVE_BOOKINGS_PER_OWNER: String(CAP),
    OWNER_WRITES_PER_HOUR: String(WRITES_PER_HOUR),
  },
  rateLimits: relaxed,
  admin: true,
});
afterEach(() => {
  clock.instant = START;
});

/** Distinct deadlines inside the horizon, from two days out, so tests never share one. */
let slotCounter = 0;
function nextSlot(): { bookingDate: string; timeSlot: TimeSlot } {
  const n = slotCounter++;
  return {
    bookingDate: addServiceDays(TODAY, 2 + Math.floor(n / TIME_SLOTS.length)),
    timeSlot: TIME_SLOTS[n % TIME_SLOTS.length]!,
  };
}

const activeOf = (userId: number) =>
  t.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNull(bookings.cancelledAt)));

const HORIZON_MESSAGE = `Bookings open ${HORIZON} days ahead: please choose a date on or before ${LAST_DAY}.`;
const CAP_MESSAGE = `You already have ${CAP} upcoming bookings, the most one owner may hold. Please cancel one, or wait until one has taken place, before booking another.`;

describe('booking horizon (BOOKING_HORIZON_DAYS)', () => {
  it('when an owner books the last day of the horizon, then 201; a day later, then 400 naming the last day, and nothing is booked', async () => {
    const owner = await signUpOwner(t.app);
    const last = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: LAST_DAY, timeSlot: '3:00 PM' }),
    );
    expect(last.status).toBe(201);
    const beyond = await owner.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: addServiceDays(LAST_DAY, 1) }),
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(HORIZON_MESSAGE);
    expect(await activeOf(owner.user.id)).toHaveLength(1);
  });

  it('when an admin books a customer beyond the horizon, then it is refused too', async () => {
    const customer = await signUpOwner(t.app);
    const res = await t.admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, { bookingDate: addServiceDays(LAST_DAY, 1) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(HORIZON_MESSAGE);
    expect(await activeOf(customer.user.id)).toHaveLength(0);
  });

  it('when the calendar asks, then config gives the horizon and a date beyond it has no deadline open, for the reason "horizon"', async () => {
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get('/api/config')).body.bookingHorizonDays).toBe(HORIZON);
    const beyond = await owner.client.get(
      `/api/timeslots/available?date=${addServiceDays(LAST_DAY, 1)}&serviceType=launch`,
    );
    expect(beyond.status).toBe(200);
    expect(beyond.body.availableTimeSlots).toEqual([]);
    expect(beyond.body.slots.map((s: { reason: string }) => s.reason)).toEqual([
      'horizon',
      'horizon',
      'horizon',
    ]);
    const last = await t.admin.client.get(
      `/api/timeslots/available?date=${LAST_DAY}&serviceType=launch`,
    );
    expect(last.body.availableTimeSlots).toEqual(['10:00 AM', '12:00 PM', '3:00 PM']);
  });
});

describe('upcoming bookings per owner (MAX_ACTIVE_BOOKINGS_PER_OWNER)', () => {
  it('when an owner holds the most upcoming bookings, then the next is refused with a clear message until one is cancelled', async () => {
    const owner = await signUpOwner(t.app);
    const made = [];
    for (let i = 0; i < CAP; i += 1) {
      const res = await owner.client.post('/api/bookings', ownerPayload(nextSlot()));
      expect(res.status).toBe(201);
      made.push(res.body.booking.id as number);
    }
    const refused = await owner.client.post('/api/bookings', ownerPayload(nextSlot()));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CAP_MESSAGE);
    expect(await activeOf(owner.user.id)).toHaveLength(CAP);

    expect((await owner.client.delete(`/api/bookings/${made[0]}`)).status).toBe(200);
    expect((await owner.client.post('/api/bookings', ownerPayload(nextSlot()))).status).toBe(201);
  });

  it('when one of them has started (marina time), then it no longer counts and the owner may book again', async () => {
    const owner = await signUpOwner(t.app);
    const first = nextSlot();
    for (const slot of [first, nextSlot(), nextSlot()]) {
      expect((await owner.client.post('/api/bookings', ownerPayload(slot))).status).toBe(201);
    }
    const later = { bookingDate: addServiceDays(first.bookingDate, 5), timeSlot: '3:00 PM' };
    expect((await owner.client.post('/api/bookings', ownerPayload(later))).status).toBe(409);
    // One minute after the first deadline starts, in marina time.
    const started = slotStart(first.bookingDate, first.timeSlot, t.config.MARINA_TZ);
    clock.set(new Date(started.getTime() + 60_000).toISOString());
    expect((await owner.client.post('/api/bookings', ownerPayload(later))).status).toBe(201);
  });

  it('when an admin books for a customer who holds the most, then the admin is not limited but the owner still is', async () => {
    const customer = await signUpOwner(t.app);
    for (let i = 0; i < CAP; i += 1) {
      expect((await customer.client.post('/api/bookings', ownerPayload(nextSlot()))).status).toBe(
        201,
      );
    }
    const byAdmin = await t.admin.client.post(
      '/api/bookings',
      adminPayload(customer.user.id, nextSlot()),
    );
    expect(byAdmin.status).toBe(201);
    expect(await activeOf(customer.user.id)).toHaveLength(CAP + 1);
    const own = await customer.client.post('/api/bookings', ownerPayload(nextSlot()));
    expect(own.status).toBe(409);
    expect(own.body.message).toContain(`${CAP} upcoming bookings`);
  });
});

describe('per-owner throttle on booking and cancelling (OWNER_WRITES_PER_HOUR)', () => {
  it('when an owner books and cancels past the hourly limit, then 429 with Retry-After and a message, nothing changes, and other owners and the office are unaffected', async () => {
    const owner = await signUpOwner(t.app);
    let lastId = 0;
    for (let i = 0; i < WRITES_PER_HOUR / 2; i += 1) {
      const made = await owner.client.post('/api/bookings', ownerPayload(nextSlot()));
      expect(made.status).toBe(201);
      lastId = made.body.booking.id;
      if (i < WRITES_PER_HOUR / 2 - 1) {
        expect((await owner.client.delete(`/api/bookings/${lastId}`)).status).toBe(200);
      }
    }
    // 7 writes so far: one more is allowed, then the owner is throttled.
    expect((await owner.client.delete(`/api/bookings/${lastId}`)).status).toBe(200);
    const booking = await owner.client.post('/api/bookings', ownerPayload(nextSlot()));
    expect(booking.status).toBe(429);
    expect(Number(booking.headers['retry-after'])).toBeGreaterThan(0);
    expect(booking.body.message).toBe(
      'Too many bookings and cancellations in a short time. Please wait a while and try again.',
    );
    expect(await activeOf(owner.user.id)).toHaveLength(0);

    const other = await signUpOwner(t.app);
    expect((await other.client.post('/api/bookings', ownerPayload(nextSlot()))).status).toBe(201);
    // The office is never throttled: more writes than an owner may make, all accepted.
    for (let i = 0; i < WRITES_PER_HOUR + 2; i += 1) {
      const made = await t.admin.client.post(
        '/api/bookings',
        adminPayload(owner.user.id, nextSlot()),
      );
      expect(made.status).toBe(201);
      expect((await t.admin.client.delete(`/api/bookings/${made.body.booking.id}`)).status).toBe(
        200,
      );
    }
  });

  it('when an owner is throttled, then cancelling is refused the same way and the booking stays', async () => {
    const owner = await signUpOwner(t.app);
    const made = await owner.client.post('/api/bookings', ownerPayload(nextSlot()));
    expect(made.status).toBe(201);
    // Refused attempts count too: a script hammering the API is slowed all the same.
    for (let i = 1; i < WRITES_PER_HOUR; i += 1) {
      expect((await owner.client.delete('/api/bookings/2000000000')).status).toBe(404);
    }
    const cancel = await owner.client.delete(`/api/bookings/${made.body.booking.id}`);
    expect(cancel.status).toBe(429);
    expect(cancel.headers['retry-after']).toBeDefined();
    expect(cancel.body.message).toMatch(/^Too many bookings and cancellations/);
    expect(await activeOf(owner.user.id)).toHaveLength(1);
  });
});
