import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addServiceDays, slotStart } from '@shared/marina-time';
import { WEATHER_HOLD_MESSAGES } from '@shared/messages/weather-holds';
import { mailQueue, waitlistEntries } from '../../db/schema';
import { queueDueReminders } from '../bookings/booking-reminders';
import { longDate } from '../../outbox/email/templates/layout';
import { expectFieldErrors } from '../../../test/api-client';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import { setCapacity, START } from '../../../test/kits/booking-kit';
import { availability, reasons } from '../../../test/kits/capacity-kit';
import { inviteEvent, renderQueued } from '../../../test/kits/rendered-mail';
import { entryRow, fullDeadline, joined } from '../../../test/kits/waitlist-kit';
import {
  booked,
  bookingRow,
  deadlinesOf,
  freshDays,
  holdBody,
  holdsOn,
  placeHold,
  previewHold,
} from '../../../test/kits/weather-hold-kit';

/**
 * Weather holds (docs/product.md#weather-holds): preview, hold, the owners' mail, refusals, the
 * list and lifting.
 */
const { t, clock, mailsFor, lastAudit } = useBookingApp();

const rendered = (payload: unknown) => renderQueued(t.config, clock.now(), payload);
const signUp = (count: number) =>
  Promise.all(Array.from({ length: count }, () => signUpOwner(t.app)));

/**
 * A held morning: three owners booked D 10:00 AM in order; D 12:00 PM has one free place, D
 * 3:00 PM is full (one place, taken), so the first moves to 12:00 and the others to the next
 * day's 10:00 AM.
 */
async function stormyMorning() {
  const [day, next] = freshDays(2) as [string, string];
  await setCapacity(t.admin.client, day, '10:00 AM', 3);
  await setCapacity(t.admin.client, day, '12:00 PM', 1);
  await setCapacity(t.admin.client, day, '3:00 PM', 1);
  const owners = await signUp(3);
  const bookingsOf: { id: number; confirmationCode: string }[] = [];
  for (const owner of owners) bookingsOf.push(await booked(owner, day));
  await booked(await signUpOwner(t.app), day, '3:00 PM');
  return { day, next, owners, bookings: bookingsOf };
}

const movedTo = (day: string, next: string) => [
  { bookingDate: day, timeSlot: '12:00 PM' },
  { bookingDate: next, timeSlot: '10:00 AM' },
  { bookingDate: next, timeSlot: '10:00 AM' },
];

describe('POST /api/weather-holds/preview', () => {
  it('when the office previews a hold, then each booking in the order made gets the earliest later open deadline with a place, and nothing changes', async () => {
    const { day, next, bookings } = await stormyMorning();

    const res = await previewHold(t.admin.client, holdBody(day, ['10:00 AM']));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      moves: bookings.map((booking, i) => ({
        bookingId: booking.id,
        confirmationCode: booking.confirmationCode,
        ownerName: 'Casey Mariner',
        serviceType: 'haul-out',
        from: { bookingDate: day, timeSlot: '10:00 AM' },
        to: movedTo(day, next)[i],
      })),
      unplaced: 0,
      waitlistEntries: 0,
    });
    const ids = bookings.map((b) => b.id);
    expect(await deadlinesOf(t.database.db, ids)).toEqual(
      ids.map(() => ({ bookingDate: day, timeSlot: '10:00 AM' })),
    );
    // Full, not closed: the preview closed nothing.
    expect(reasons((await availability(t.admin.client, day)).body)[0]).toBe('full');
    for (const id of ids) {
      expect((await mailsFor(id)).map((m) => m.kind)).toEqual(['booking-confirmed']);
    }
    expect(await holdsOn(t.database.db, day)).toHaveLength(0);
  });
});

describe('POST /api/weather-holds', () => {
  it('when the office holds a morning, then it closes with the reason, every booking moves as previewed keeping its code, and the hold is answered with its moves', async () => {
    const { day, next, bookings } = await stormyMorning();
    const preview = await previewHold(t.admin.client, holdBody(day, ['10:00 AM']));

    const res = await placeHold(t.admin.client, holdBody(day, ['10:00 AM']));

    expect(res.status).toBe(201);
    expect(res.body.hold).toMatchObject({
      date: day,
      timeSlots: ['10:00 AM'],
      reason: 'Gale warning',
      moved: 3,
      unplaced: 0,
      createdBy: { id: t.admin.user.id },
      liftedAt: null,
    });
    expect(res.body.moves).toEqual(preview.body.moves);
    const rows = await Promise.all(bookings.map((b) => bookingRow(t.database.db, b.id)));
    expect(rows.map((r) => ({ bookingDate: r.bookingDate, timeSlot: r.timeSlot }))).toEqual(
      movedTo(day, next),
    );
    expect(rows.map((r) => r.confirmationCode)).toEqual(bookings.map((b) => b.confirmationCode));
    expect(rows.map((r) => r.sequence)).toEqual([1, 1, 1]);
    expect(rows.every((r) => !r.needsNewDate && r.cancelledAt === null)).toBe(true);

    const slots = (await availability(t.admin.client, day)).body.slots;
    expect(slots[0]).toMatchObject({
      timeSlot: '10:00 AM',
      available: false,
      reason: 'closed',
      closedReason: 'Gale warning',
    });
    // The place the first took at 12:00 is gone for anyone else.
    expect(slots[1]).toMatchObject({ timeSlot: '12:00 PM', available: false });
  });

  it('when a booking moves, then its owner gets one mail naming the reason and both times, with an invite that moves the same calendar event', async () => {
    const { day, bookings } = await stormyMorning();
    await placeHold(t.admin.client, holdBody(day, ['10:00 AM'], 'Lift breakdown'));

    const mails = await mailsFor(bookings[0]!.id);
    expect(mails.map((m) => m.kind)).toEqual(['booking-confirmed', 'weather-hold']);
    const confirmation = inviteEvent(rendered(mails[0]!.payload).icalEvent!.content);
    const mail = rendered(mails[1]!.payload);
    expect(mail.subject).toBe(`Weather hold: your haul-out moves to ${longDate(day)} at 12:00 PM`);
    expect(mail.text).toContain('Lift breakdown');
    expect(mail.text).toContain(`It was on ${longDate(day)} at 10:00 AM`);
    expect(mail.links).toEqual([`${t.config.APP_URL}/my-bookings`]);
    expect(inviteEvent(mail.icalEvent!.content)).toEqual({
      method: 'REQUEST',
      uid: confirmation.uid,
      sequence: 1,
      start: slotStart(day, '12:00 PM', t.config.MARINA_TZ).toISOString(),
    });
  });

  it('when a hold moves bookings, then the audit log records the hold and each move and Activity shows them', async () => {
    const { day, next, bookings } = await stormyMorning();
    const res = await placeHold(t.admin.client, holdBody(day, ['10:00 AM']));

    expect(await lastAudit('weather-hold.create')).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(res.body.hold.id),
      after: { date: day, timeSlots: ['10:00 AM'], moved: 3, unplaced: 0 },
    });
    const activity = await t.admin.client.get(`/api/admin/activity?limit=4`);
    const summaries = (activity.body.entries as { summary: string }[]).map((e) => e.summary);
    expect(summaries).toEqual([
      `Office Admin moved ${bookings[2]!.confirmationCode} (Casey Mariner, haul-out on ${day} at 10:00 AM) to ${next} at 10:00 AM for a weather hold (Gale warning)`,
      `Office Admin moved ${bookings[1]!.confirmationCode} (Casey Mariner, haul-out on ${day} at 10:00 AM) to ${next} at 10:00 AM for a weather hold (Gale warning)`,
      `Office Admin moved ${bookings[0]!.confirmationCode} (Casey Mariner, haul-out on ${day} at 10:00 AM) to ${day} at 12:00 PM for a weather hold (Gale warning)`,
      `Office Admin placed a weather hold on ${day} 10:00 AM (Gale warning): 3 bookings moved`,
    ]);
    const closures = await t.admin.client.get(`/api/admin/activity?kind=closures&limit=1`);
    expect(closures.body.entries[0].action).toBe('weather-hold.create');
  });

  it('when an owner already holds the next free deadline, then their booking skips it for the one after', async () => {
    const [day] = freshDays(2) as [string, string];
    const owner = await signUpOwner(t.app);
    const held = await booked(owner, day, '10:00 AM');
    await booked(owner, day, '12:00 PM');

    const res = await placeHold(t.admin.client, holdBody(day, ['10:00 AM']));

    expect(res.body.moves[0].to).toEqual({ bookingDate: day, timeSlot: '3:00 PM' });
    expect(await deadlinesOf(t.database.db, [held.id])).toEqual([
      { bookingDate: day, timeSlot: '3:00 PM' },
    ]);
  });

  it('when a whole day is held, then bookings go to the next day, closed days and full deadlines are passed over', async () => {
    const [day, closed, full] = freshDays(3) as [string, string, string];
    await t.admin.client.put('/api/admin/slot-overrides', {
      date: closed,
      closed: true,
      reason: 'Holiday',
    });
    await setCapacity(t.admin.client, full, '10:00 AM', 1);
    await booked(await signUpOwner(t.app), full, '10:00 AM');
    await setCapacity(t.admin.client, full, '12:00 PM', 1);
    await booked(await signUpOwner(t.app), full, '12:00 PM');
    const owner = await signUpOwner(t.app);
    const late = await booked(owner, day, '3:00 PM');

    const res = await placeHold(t.admin.client, holdBody(day));

    expect(res.status).toBe(201);
    expect(res.body.hold.timeSlots).toEqual(['10:00 AM', '12:00 PM', '3:00 PM']);
    expect(res.body.moves[0].to).toEqual({ bookingDate: full, timeSlot: '3:00 PM' });
    expect(
      (await availability(owner.client, day)).body.slots.every(
        (slot: { available: boolean }) => !slot.available,
      ),
    ).toBe(true);
    expect(await deadlinesOf(t.database.db, [late.id])).toEqual([
      { bookingDate: full, timeSlot: '3:00 PM' },
    ]);
  });

  it('when no later deadline within the horizon has a place, then the booking stays marked as needing a new date, its owner is asked, and their Change date works inside 24 hours', async () => {
    const [day, after] = freshDays(3) as [string, string];
    await setCapacity(t.admin.client, day, '12:00 PM', 1);
    await setCapacity(t.admin.client, day, '3:00 PM', 1);
    await booked(await signUpOwner(t.app), day, '12:00 PM');
    await booked(await signUpOwner(t.app), day, '3:00 PM');
    const owner = await signUpOwner(t.app);
    const stuck = await booked(owner, day, '10:00 AM');
    // The horizon (3,660 days in tests) ends on the held day itself.
    clock.set(`${addServiceDays(day, -3660)}T16:00:00Z`);

    const res = await placeHold(t.admin.client, holdBody(day, ['10:00 AM']));

    expect(res.body.hold).toMatchObject({ moved: 0, unplaced: 1 });
    expect(res.body.moves[0].to).toBeNull();
    const row = await bookingRow(t.database.db, stuck.id);
    expect(row).toMatchObject({ bookingDate: day, timeSlot: '10:00 AM', needsNewDate: true });
    const list = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(list.body.bookings[0]).toMatchObject({ id: stuck.id, needsNewDate: true });
    const mails = await mailsFor(stuck.id);
    expect(mails.map((m) => m.kind)).toEqual(['booking-confirmed', 'weather-hold']);
    const mail = rendered(mails[1]!.payload);
    expect(mail.subject).toBe(
      `Weather hold: please choose a new date for your haul-out (${stuck.confirmationCode})`,
    );
    expect(mail.text).toContain('Change date works for it at any time');
    expect(mail.icalEvent).toBeUndefined();

    // Five hours before the held deadline: the 24-hour rule no longer stands in the way.
    clock.set(
      new Date(
        slotStart(day, '10:00 AM', t.config.MARINA_TZ).getTime() - 5 * 3_600_000,
      ).toISOString(),
    );
    const change = await owner.client.post(`/api/bookings/${stuck.id}/reschedule`, {
      bookingDate: after,
      timeSlot: '12:00 PM',
    });
    expect(change.status).toBe(200);
    expect(change.body.booking).toMatchObject({ bookingDate: after, needsNewDate: false });
  });

  it('when owners wait at a held deadline, then their entries end as held and each is told', async () => {
    const [holder, waiter] = await signUp(2);
    const deadline = await fullDeadline(t.admin.client, [holder!]);
    const entry = await joined(waiter!, deadline);

    const preview = await previewHold(t.admin.client, holdBody(deadline.date));
    expect(preview.body.waitlistEntries).toBe(1);
    await placeHold(t.admin.client, holdBody(deadline.date));

    expect(await entryRow(t.database.db, entry)).toMatchObject({ outcome: 'held' });
    expect((await waiter!.client.get('/api/waitlist')).body.entries).toEqual([]);
    const [told] = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.kind, 'waitlist-held'));
    expect(told!.recipient).toBe(waiter!.email);
    const mail = rendered(told!.payload);
    expect(mail.subject).toBe(
      `Weather hold: the waitlist for ${longDate(deadline.date)} at 10:00 AM has ended`,
    );
    expect(mail.text).toContain('Gale warning');
    const still = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entry));
    expect(still[0]!.resolvedAt).not.toBeNull();
  });

  it('when a reminder for the old time is queued and unsent, then the move withdraws it', async () => {
    const [day] = freshDays(2) as [string, string];
    const booking = await booked(await signUpOwner(t.app), day, '10:00 AM');
    clock.set(`${addServiceDays(day, -2)}T12:00:00Z`);
    await queueDueReminders(t.database.db, {
      now: clock.now(),
      timeZone: t.config.MARINA_TZ,
      leadHours: 72,
    });
    expect((await mailsFor(booking.id)).map((m) => m.kind)).toContain('booking-reminder');

    await placeHold(t.admin.client, holdBody(day, ['10:00 AM']));

    expect((await mailsFor(booking.id)).map((m) => m.kind)).toEqual([
      'booking-confirmed',
      'weather-hold',
    ]);
  });

  it('when a deadline is already held, then a second hold over it is refused with 409 and changes nothing, while its other deadlines can still be held', async () => {
    const { day } = await stormyMorning();
    await placeHold(t.admin.client, holdBody(day, ['10:00 AM']));
    const mailsBefore = await t.database.db.$count(mailQueue);

    const again = await placeHold(t.admin.client, holdBody(day, ['10:00 AM', '12:00 PM']));

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'already_held',
      message: WEATHER_HOLD_MESSAGES.alreadyHeld('10:00 AM'),
    });
    expect(await holdsOn(t.database.db, day)).toHaveLength(1);
    expect(await t.database.db.$count(mailQueue)).toBe(mailsBefore);
    const other = await placeHold(t.admin.client, holdBody(day, ['3:00 PM']));
    expect(other.status).toBe(201);
  });

  it('when the date is past, the body is malformed or the caller is not an admin, then the hold is refused with its reason and nothing changes', async () => {
    const [day] = freshDays(1) as [string];
    const owner: SignedInOwner = await signUpOwner(t.app);
    await booked(owner, day);
    const yesterday = addServiceDays(START.toISOString().slice(0, 10), -1);

    const past = await placeHold(t.admin.client, holdBody(yesterday));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'hold_in_past', message: WEATHER_HOLD_MESSAGES.past });
    expectFieldErrors(
      await placeHold(t.admin.client, { date: '2030-02-30', timeSlots: [], reason: ' ' }),
      {
        date: 'Date must be a calendar date written yyyy-MM-dd',
        timeSlots: 'Choose at least one deadline',
        reason: 'Give the reason owners will read',
      },
    );
    expectFieldErrors(
      await placeHold(t.admin.client, {
        date: day,
        timeSlots: ['10:00 AM', '10:00 AM', '9:00 AM'],
        reason: 'Gale\r\nBcc: x@example.test',
      }),
      {
        'timeSlots.2': 'Each deadline must be one of 10:00 AM, 12:00 PM or 3:00 PM',
        reason: 'Reason must not contain control characters',
      },
    );
    expect((await placeHold(owner.client, holdBody(day))).status).toBe(403);
    expect((await previewHold(owner.client, holdBody(day))).status).toBe(403);
    expect(await holdsOn(t.database.db, day)).toHaveLength(0);
    expect(reasons((await availability(owner.client, day)).body)).toEqual([null, null, null]);
  });

  it('when the same Idempotency-Key is sent twice, then the hold happens once and the retry replays its answer', async () => {
    const { day } = await stormyMorning();
    const key = `hold-${day}`;

    const first = await placeHold(t.admin.client, holdBody(day, ['10:00 AM']), key);
    const retry = await placeHold(t.admin.client, holdBody(day, ['10:00 AM']), key);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await holdsOn(t.database.db, day)).toHaveLength(1);
  });
});

describe('GET and DELETE /api/weather-holds', () => {
  it('when the office lists and lifts a hold, then its deadlines reopen, moved bookings stay, a booking left behind stands again, and a second lift is refused', async () => {
    const [day] = freshDays(1) as [string];
    await setCapacity(t.admin.client, day, '12:00 PM', 1);
    await setCapacity(t.admin.client, day, '3:00 PM', 1);
    await booked(await signUpOwner(t.app), day, '12:00 PM');
    await booked(await signUpOwner(t.app), day, '3:00 PM');
    const stuck = await booked(await signUpOwner(t.app), day, '10:00 AM');
    clock.set(`${addServiceDays(day, -3660)}T16:00:00Z`);
    const { body } = await placeHold(t.admin.client, holdBody(day, ['10:00 AM']));
    const id = body.hold.id as number;

    const list = await t.admin.client.get('/api/weather-holds');
    expect(list.status).toBe(200);
    expect(list.body.holds[0]).toMatchObject({
      id,
      date: day,
      reason: 'Gale warning',
      unplaced: 1,
      createdBy: { id: t.admin.user.id, ownerName: 'Office Admin' },
      liftedAt: null,
    });

    const lifted = await t.admin.client.delete(`/api/weather-holds/${id}`);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({
      message: 'Weather hold lifted',
      hold: { id, createdBy: { id: t.admin.user.id, ownerName: 'Office Admin' } },
    });
    expect(lifted.body.hold.liftedAt).not.toBeNull();
    expect(reasons((await availability(t.admin.client, day)).body)[0]).toBeNull();
    expect(await bookingRow(t.database.db, stuck.id)).toMatchObject({ needsNewDate: false });
    expect(await lastAudit('weather-hold.lift')).toMatchObject({ targetId: String(id) });

    const again = await t.admin.client.delete(`/api/weather-holds/${id}`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('hold_lifted');
    expect((await t.admin.client.delete('/api/weather-holds/2147483647')).status).toBe(404);
    expect((await t.admin.client.delete('/api/weather-holds/2147483648')).status).toBe(400);
  });
});
