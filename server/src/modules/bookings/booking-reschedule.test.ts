import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, mailQueue } from '../../db/schema';
import { queueDueReminders } from './booking-reminders';
import type { ApiClient } from '../../../test/api-client';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import {
  activeBookingsAt,
  freshDate,
  ownerPayload,
  setCapacity,
} from '../../../test/kits/booking-kit';
import { inviteEvent, renderQueued } from '../../../test/kits/rendered-mail';
import { fullDeadline, joined, waitlistConfirmations } from '../../../test/kits/waitlist-kit';

/**
 * POST /api/bookings/{id}/reschedule (docs/product.md#reschedule): the move, its refusals, its
 * mail.
 */
const { t, clock, mailsFor, lastAudit } = useBookingApp();

const reschedule = (client: ApiClient, id: number | string, body: object) =>
  client.post(`/api/bookings/${id}/reschedule`, body);

async function remaining(client: ApiClient, date: string, timeSlot: string) {
  const res = await client.get(`/api/timeslots/available?date=${date}&serviceType=haul-out`);
  const slots = res.body.slots as { timeSlot: string; remaining: number }[];
  return slots.find((slot) => slot.timeSlot === timeSlot)!.remaining;
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/** An owner with one booking, through the API; `overrides` as in ownerPayload. */
async function ownerWithBooking(overrides: Record<string, unknown> = {}, owner?: SignedInOwner) {
  const who = owner ?? (await signUpOwner(t.app));
  const res = await who.client.post('/api/bookings', ownerPayload(overrides));
  if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  return { owner: who, booking: res.body.booking as { id: number; confirmationCode: string } };
}

const rendered = (payload: unknown) => renderQueued(t.config, clock.now(), payload);

/** The booking's row and mails, to show that a refusal changed neither. */
async function stateOf(id: number) {
  return { row: await rowOf(id), mails: (await mailsFor(id)).map((m) => m.id) };
}

async function expectUnchanged(id: number, before: Awaited<ReturnType<typeof stateOf>>) {
  expect(await stateOf(id)).toEqual(before);
}

describe('POST /api/bookings/:id/reschedule', () => {
  it('when an owner moves their booking, then it keeps its id and code, frees the old place, takes the new one, and is mailed and audited', async () => {
    const from = freshDate();
    const to = freshDate();
    await setCapacity(t.admin.client, from, '10:00 AM', 1);
    await setCapacity(t.admin.client, to, '3:00 PM', 2);
    const { owner, booking } = await ownerWithBooking({ bookingDate: from });
    expect(await remaining(owner.client, from, '10:00 AM')).toBe(0);

    const res = await reschedule(owner.client, booking.id, {
      bookingDate: to,
      timeSlot: '3:00 PM',
    });
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      id: booking.id,
      confirmationCode: booking.confirmationCode,
      bookingDate: to,
      timeSlot: '3:00 PM',
    });
    expect(await remaining(owner.client, from, '10:00 AM')).toBe(1);
    expect(await remaining(owner.client, to, '3:00 PM')).toBe(1);
    expect(await rowOf(booking.id)).toMatchObject({ sequence: 1, cancelledAt: null });
    const list = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
    expect(list.body.bookings).toHaveLength(1);

    const mails = await mailsFor(booking.id);
    expect(mails.map((m) => m.kind)).toEqual(['booking-confirmed', 'booking-changed']);
    expect(mails[1]!.recipient).toBe(owner.email);
    expect(mails[1]!.payload).toMatchObject({
      previous: { bookingDate: from, timeSlot: '10:00 AM' },
      changedByAdmin: false,
      booking: { bookingDate: to, timeSlot: '3:00 PM', sequence: 1 },
    });
    expect(await lastAudit('booking.reschedule')).toMatchObject({
      actorId: owner.user.id,
      targetId: String(booking.id),
      before: { bookingDate: from, timeSlot: '10:00 AM' },
      after: { bookingDate: to, timeSlot: '3:00 PM' },
    });
  });

  it('when a booking moves twice, then each mail says Booking changed with the old time in the body, and its invite has the confirmation UID with SEQUENCE 1 then 2', async () => {
    const { owner, booking } = await ownerWithBooking({
      bookingDate: '2030-07-20',
      timeSlot: '10:00 AM',
    });
    await reschedule(owner.client, booking.id, {
      bookingDate: '2030-07-22',
      timeSlot: '12:00 PM',
    });
    await reschedule(owner.client, booking.id, { bookingDate: '2030-07-23', timeSlot: '3:00 PM' });
    const [confirmed, first, second] = (await mailsFor(booking.id)).map((m) => rendered(m.payload));

    expect(first!.subject).toBe(
      `Booking changed: Haul Out on Monday, July 22, 2030 at 12:00 PM (${booking.confirmationCode})`,
    );
    expect(first!.text).toContain('has been changed as you asked');
    expect(first!.text).toContain('It was on Saturday, July 20, 2030, deadline 10:00 AM');
    expect(first!.html).toContain('It was on Saturday, July 20, 2030, deadline 10:00 AM');
    expect(second!.subject).toContain('Tuesday, July 23, 2030 at 3:00 PM');
    expect(second!.text).toContain('It was on Monday, July 22, 2030, deadline 12:00 PM');

    const original = inviteEvent(confirmed!.icalEvent!.content);
    const moved = inviteEvent(first!.icalEvent!.content);
    const again = inviteEvent(second!.icalEvent!.content);
    expect(original.sequence).toBe(0);
    expect(moved).toMatchObject({
      method: 'REQUEST',
      uid: original.uid,
      sequence: 1,
      start: '2030-07-22T16:00:00.000Z',
    });
    expect(again).toMatchObject({ method: 'REQUEST', uid: original.uid, sequence: 2 });
    expect(first!.icalEvent!.method).toBe('REQUEST');
  });

  it('when the booking is not theirs, cancelled, missing or completed, then 404 or 409 and nothing changes', async () => {
    const { owner, booking } = await ownerWithBooking();
    const other = await signUpOwner(t.app);
    const target = { bookingDate: freshDate(), timeSlot: '12:00 PM' };
    const before = await stateOf(booking.id);

    const foreign = await reschedule(other.client, booking.id, target);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Booking not found');
    expect((await reschedule(other.client, 99_999_999, target)).status).toBe(404);
    await expectUnchanged(booking.id, before);

    await t.admin.client.patch(`/api/bookings/${booking.id}/completed`, { completed: true });
    const done = await reschedule(owner.client, booking.id, target);
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject({
      code: 'booking_completed',
      message: 'Completed services cannot be changed',
    });
    expect((await reschedule(t.admin.client, booking.id, target)).status).toBe(409);

    const { booking: gone } = await ownerWithBooking({}, owner);
    await owner.client.delete(`/api/bookings/${gone.id}`);
    const cancelled = await reschedule(owner.client, gone.id, target);
    expect(cancelled.status).toBe(404);
    expect(cancelled.body.message).toBe('Booking not found');
    expect((await reschedule(t.admin.client, gone.id, target)).status).toBe(404);
  });

  it('when the old or the new time is within 24 hours, then the owner is refused with a message saying which', async () => {
    // START is 08:00 on 10 June in New York: 11 June 10:00 AM is 26 hours away.
    const { owner, booking } = await ownerWithBooking({
      bookingDate: '2030-06-11',
      timeSlot: '3:00 PM',
    });
    const soon = await reschedule(owner.client, booking.id, {
      bookingDate: '2030-06-11',
      timeSlot: '10:00 AM',
    });
    expect(soon.status).toBe(200);
    const before = await stateOf(booking.id);

    const tooSoon = await reschedule(owner.client, booking.id, {
      bookingDate: '2030-06-10',
      timeSlot: '3:00 PM',
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body).toMatchObject({
      code: 'insufficient_notice',
      message:
        'Bookings require at least 24 hours advance notice. Please choose a later date or time.',
    });
    await expectUnchanged(booking.id, before);

    clock.set('2030-06-10T14:30:00Z'); // 10:30 in New York: the booking is 23.5 hours away
    const tooLate = await reschedule(owner.client, booking.id, {
      bookingDate: freshDate(),
      timeSlot: '12:00 PM',
    });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body).toMatchObject({
      code: 'insufficient_notice',
      message:
        'Bookings can be changed online only until 24 hours before their deadline. Please call the marina office to change this one.',
    });
    expect((await rowOf(booking.id)).bookingDate).toBe('2030-06-11');
  });

  it('when the new deadline is beyond the horizon, closed, full, already the owner’s, or the same as now, then the booking refusals answer and nothing changes', async () => {
    const from = freshDate();
    const { owner, booking } = await ownerWithBooking({ bookingDate: from });
    const before = await stateOf(booking.id);

    const far = await reschedule(owner.client, booking.id, {
      bookingDate: '2041-01-02',
      timeSlot: '10:00 AM',
    });
    expect(far.status).toBe(400);
    expect(far.body.code).toBe('beyond_horizon');

    const closedDate = freshDate();
    await t.admin.client.put('/api/admin/slot-overrides', {
      date: closedDate,
      timeSlot: '12:00 PM',
      closed: true,
      reason: 'Crane service',
    });
    const closed = await reschedule(owner.client, booking.id, {
      bookingDate: closedDate,
      timeSlot: '12:00 PM',
    });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      code: 'slot_closed',
      message: 'This deadline is closed and unavailable. Please choose another. (Crane service)',
    });

    const fullDate = freshDate();
    await setCapacity(t.admin.client, fullDate, '3:00 PM', 1);
    await ownerWithBooking({ bookingDate: fullDate, timeSlot: '3:00 PM' });
    const full = await reschedule(owner.client, booking.id, {
      bookingDate: fullDate,
      timeSlot: '3:00 PM',
    });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'slot_full',
      message: 'This deadline is full and unavailable. Please choose another.',
    });

    const mine = freshDate();
    await ownerWithBooking({ bookingDate: mine, timeSlot: '12:00 PM' }, owner);
    const duplicate = await reschedule(owner.client, booking.id, {
      bookingDate: mine,
      timeSlot: '12:00 PM',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({
      code: 'duplicate_booking',
      message: 'You already have a booking for this deadline',
    });

    const same = await reschedule(owner.client, booking.id, {
      bookingDate: from,
      timeSlot: '10:00 AM',
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(
      'This booking is already on that date and deadline. Please choose a different date or deadline.',
    );
    await expectUnchanged(booking.id, before);
  });

  it('when the body or id is malformed, then 400 and nothing changes', async () => {
    const { owner, booking } = await ownerWithBooking();
    const before = await stateOf(booking.id);
    const date = freshDate();
    const bodies = [
      {},
      { bookingDate: date },
      { timeSlot: '10:00 AM' },
      { bookingDate: date, timeSlot: '9:00 AM' },
      { bookingDate: '2030-02-30', timeSlot: '10:00 AM' },
      { bookingDate: date, timeSlot: '10:00 AM', userId: 1 },
      { bookingDate: date, timeSlot: '10:00 AM', serviceType: 'launch' },
      { bookingDate: `${date}\u0000`, timeSlot: '10:00 AM' },
    ];
    for (const body of bodies) {
      const res = await reschedule(owner.client, booking.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999']) {
      const res = await reschedule(owner.client, id, { bookingDate: date, timeSlot: '10:00 AM' });
      expect(res.status, id).toBe(400);
    }
    await expectUnchanged(booking.id, before);
  });

  it('when an admin moves an owner’s booking, then today is allowed without the 24-hour rule, the past is refused, and the mail says the office changed it', async () => {
    // The owner's booking is 26 hours away; the admin moves it to this afternoon.
    const { owner, booking } = await ownerWithBooking({
      bookingDate: '2030-06-11',
      timeSlot: '12:00 PM',
    });
    const past = await reschedule(t.admin.client, booking.id, {
      bookingDate: '2030-06-09',
      timeSlot: '3:00 PM',
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      code: 'booking_in_past',
      message: 'This date is in the past and unavailable. Please choose today or a later date.',
    });

    const today = await reschedule(t.admin.client, booking.id, {
      bookingDate: '2030-06-10',
      timeSlot: '3:00 PM',
    });
    expect(today.status).toBe(200);
    expect(today.body.booking).toMatchObject({ bookingDate: '2030-06-10', timeSlot: '3:00 PM' });
    // Within 24 hours now: the owner may no longer move it, the office still may.
    expect(
      (
        await reschedule(owner.client, booking.id, {
          bookingDate: freshDate(),
          timeSlot: '3:00 PM',
        })
      ).status,
    ).toBe(400);
    const back = await reschedule(t.admin.client, booking.id, {
      bookingDate: '2030-06-12',
      timeSlot: '10:00 AM',
    });
    expect(back.status).toBe(200);

    expect(await lastAudit('booking.reschedule')).toMatchObject({
      actorId: t.admin.user.id,
      targetId: String(booking.id),
      before: { bookingDate: '2030-06-10', timeSlot: '3:00 PM' },
      after: { bookingDate: '2030-06-12', timeSlot: '10:00 AM' },
    });
    const changed = (await mailsFor(booking.id)).filter((m) => m.kind === 'booking-changed');
    expect(changed).toHaveLength(2);
    expect(changed[0]!.payload).toMatchObject({ changedByAdmin: true });
    expect(rendered(changed[0]!.payload).text).toContain('changed by the marina office');
    expect(await rowOf(booking.id)).toMatchObject({ sequence: 2, userId: owner.user.id });
  });

  it('when the office moves a booking, then the activity feed names the move', async () => {
    const { booking } = await ownerWithBooking({ bookingDate: '2030-07-30', timeSlot: '10:00 AM' });
    await reschedule(t.admin.client, booking.id, {
      bookingDate: '2030-07-31',
      timeSlot: '3:00 PM',
    });
    const feed = await t.admin.client.get('/api/admin/activity?kind=bookings&limit=5');
    const entry = (feed.body.entries as { action: string; summary: string }[]).find(
      (e) => e.action === 'booking.reschedule',
    );
    expect(entry?.summary).toContain('2030-07-30');
    expect(entry?.summary).toContain('2030-07-31');
  });

  it('when a booking leaves a full deadline with a waitlist, then the first waiting owner is booked into the place in the same move', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const waiting = await signUpOwner(t.app);
    await joined(waiting, deadline);
    const before = (await waitlistConfirmations(t.database.db)).length;

    const res = await reschedule(holder.client, deadline.bookingIds[0]!, {
      bookingDate: freshDate(),
      timeSlot: '3:00 PM',
    });
    expect(res.status).toBe(200);
    const now = await activeBookingsAt(t.database.db, deadline.date, deadline.timeSlot);
    expect(now.map((b) => b.userId)).toEqual([waiting.user.id]);
    const confirmations = await waitlistConfirmations(t.database.db);
    expect(confirmations).toHaveLength(before + 1);
    expect(confirmations.at(-1)!.recipient).toBe(waiting.email);
  });

  it('when a reminder was queued for the old time, then it is withdrawn and exactly one reminder is queued for the new time', async () => {
    const { owner, booking } = await ownerWithBooking({
      bookingDate: '2030-06-12',
      timeSlot: '10:00 AM',
    });
    const remind = (at: string) =>
      queueDueReminders(t.database.db, {
        now: new Date(at),
        timeZone: t.config.MARINA_TZ,
        leadHours: 72,
      });
    const reminders = async () =>
      (await mailsFor(booking.id)).filter((m) => m.kind === 'booking-reminder');
    await remind('2030-06-10T12:00:00Z');
    expect(await reminders()).toHaveLength(1);

    const moved = await reschedule(owner.client, booking.id, {
      bookingDate: '2030-06-20',
      timeSlot: '3:00 PM',
    });
    expect(moved.status).toBe(200);
    expect(await reminders()).toHaveLength(0);
    expect((await rowOf(booking.id)).reminderQueuedAt).toBeNull();

    // Not yet due for the new time, then due: one reminder, for 20 June; then no more.
    await remind('2030-06-17T12:00:00Z');
    expect(await reminders()).toHaveLength(0);
    await remind('2030-06-19T12:00:00Z');
    await remind('2030-06-19T13:00:00Z');
    const [reminder] = await reminders();
    expect(await reminders()).toHaveLength(1);
    expect(reminder!.dedupeKey).toBe(`reminder:${booking.id}:1`);
    expect(reminder!.payload).toMatchObject({
      booking: { bookingDate: '2030-06-20', timeSlot: '3:00 PM' },
    });
    expect(rendered(reminder!.payload).subject).toContain('Thursday, June 20, 2030 at 3:00 PM');

    // A reminder already sent stays sent; the move re-arms it once for the new time.
    await t.database.db
      .update(mailQueue)
      .set({ status: 'sent', sentAt: new Date('2030-06-19T12:00:00Z') })
      .where(eq(mailQueue.id, reminder!.id));
    clock.set('2030-06-19T12:30:00Z');
    expect(
      (
        await reschedule(t.admin.client, booking.id, {
          bookingDate: '2030-06-21',
          timeSlot: '10:00 AM',
        })
      ).status,
    ).toBe(200);
    await remind('2030-06-19T13:00:00Z');
    await remind('2030-06-19T14:00:00Z');
    const all = await reminders();
    expect(all.map((m) => m.dedupeKey)).toEqual([
      `reminder:${booking.id}:1`,
      `reminder:${booking.id}:2`,
    ]);
  });
});
