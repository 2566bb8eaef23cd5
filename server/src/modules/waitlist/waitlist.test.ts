import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStart } from '@shared/marina-time';
import { BOOKING_MESSAGES } from '@shared/messages/bookings';
import { WAITLIST_MESSAGES } from '@shared/messages/waitlist';
import { bookings, mailQueue, profiles, waitlistEntries } from '../../db/schema';
import { expireWaitlistBatch } from '../../housekeeping/waitlist-expiry';
import { signUpOwner } from '../../../test/factories';
import { useBookingApp } from '../../../test/kits/booking-app';
import {
  activeBookingsAt,
  freshDate,
  ownerPayload,
  setCapacity,
} from '../../../test/kits/booking-kit';
import { inviteEvent, renderQueued } from '../../../test/kits/rendered-mail';
import {
  entryRow,
  fullDeadline,
  joined,
  joinWaitlist,
  waitlistConfirmations,
} from '../../../test/kits/waitlist-kit';

/**
 * The waitlist (docs/product.md#waitlist): joining a full deadline, the list, leaving, promotion.
 */
const { t, clock, mailsFor } = useBookingApp();

const myEntries = async (owner: { client: { get: (url: string) => Promise<{ body: unknown }> } }) =>
  ((await owner.client.get('/api/waitlist')).body as { entries: Record<string, unknown>[] })
    .entries;

async function myBookings(owner: Awaited<ReturnType<typeof signUpOwner>>) {
  const res = await owner.client.get(`/api/bookings/user/${owner.user.id}`);
  return res.body.bookings as { id: number; bookingDate: string; timeSlot: string }[];
}

/**
 * The instant an hour inside the 24-hour window of a date's 10:00 AM deadline, in marina time
 * whatever the season: fresh dates fall in summer or winter depending on the files before.
 */
const insideWindowOf = (date: string) =>
  new Date(
    slotStart(date, '10:00 AM', t.config.MARINA_TZ).getTime() - 23 * 3_600_000,
  ).toISOString();

describe('POST /api/waitlist', () => {
  it('when owners join a full deadline, then each gets an entry with their place in line', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);

    const res = await joinWaitlist(first, deadline);
    expect(res.status).toBe(201);
    expect(res.body.entry).toMatchObject({
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      specialRequests: 'Please check the zincs',
      bookingDate: deadline.date,
      timeSlot: '10:00 AM',
      position: 1,
    });
    const again = await joinWaitlist(second, deadline);
    expect(again.body.entry.position).toBe(2);

    expect(await myEntries(second)).toEqual([again.body.entry]);
    expect((await myEntries(first))[0]).toMatchObject({ id: res.body.entry.id, position: 1 });
    // Joining books nothing and mails nothing.
    expect(await activeBookingsAt(t.database.db, deadline.date, '10:00 AM')).toHaveLength(1);
    expect(await waitlistConfirmations(t.database.db)).toHaveLength(0);
  });

  it('when the deadline has a free place, is closed, or the owner is booked or waiting there already, then 409 with its text and no entry', async () => {
    const holder = await signUpOwner(t.app);
    const owner = await signUpOwner(t.app);
    const count = () =>
      t.database.db.$count(waitlistEntries, eq(waitlistEntries.userId, owner.user.id));

    const open = freshDate();
    const notFull = await joinWaitlist(owner, { date: open });
    expect(notFull.status).toBe(409);
    expect(notFull.body).toMatchObject({
      code: 'waitlist_not_full',
      message: WAITLIST_MESSAGES.notFull,
    });

    const closed = freshDate();
    await t.admin.client.put('/api/admin/slot-overrides', {
      date: closed,
      timeSlot: '10:00 AM',
      closed: true,
      reason: 'Crane service',
    });
    const closedRes = await joinWaitlist(owner, { date: closed });
    expect(closedRes.status).toBe(409);
    expect(closedRes.body).toMatchObject({
      code: 'slot_closed',
      message: `${BOOKING_MESSAGES.closed} (Crane service)`,
    });

    const mine = await fullDeadline(t.admin.client, [owner]);
    const booked = await joinWaitlist(owner, mine);
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({
      code: 'duplicate_booking',
      message: BOOKING_MESSAGES.duplicate,
    });

    const full = await fullDeadline(t.admin.client, [holder]);
    expect((await joinWaitlist(owner, full)).status).toBe(201);
    const twice = await joinWaitlist(owner, full);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'already_waiting',
      message: WAITLIST_MESSAGES.alreadyWaiting,
    });
    expect(await count()).toBe(1);
  });

  it('when the owner asks for a deadline within 24 hours, beyond the horizon, with an illegal route or without a complete profile, then the booking refusal and no entry', async () => {
    const holder = await signUpOwner(t.app);
    const owner = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);

    clock.set(insideWindowOf(deadline.date));
    const late = await joinWaitlist(owner, deadline);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'insufficient_notice',
      message: BOOKING_MESSAGES.notice,
    });
    clock.set('2030-06-10T12:00:00Z');

    const far = await joinWaitlist(owner, { date: '2045-01-02' });
    expect(far.status).toBe(400);
    expect(far.body.code).toBe('beyond_horizon');

    const illegal = await joinWaitlist(owner, deadline, { sourceSlipType: 'dry-storage' });
    expect(illegal.status).toBe(400);
    expect(illegal.body.message).toBe(BOOKING_MESSAGES.illegalRoute);

    await t.database.db
      .update(profiles)
      .set({ fullName: null })
      .where(eq(profiles.userId, owner.user.id));
    const incomplete = await joinWaitlist(owner, deadline);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.code).toBe('profile_incomplete');
    expect(
      await t.database.db.$count(waitlistEntries, eq(waitlistEntries.userId, owner.user.id)),
    ).toBe(0);
  });
});

describe('DELETE /api/waitlist/:id', () => {
  it('when an owner leaves, then the entry ends as left, those behind move up, and leaving again or another owner leaving it answers 404', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const id = await joined(first, deadline);
    await joined(second, deadline);

    const stranger = await first.client.delete(`/api/waitlist/${id + 1}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(WAITLIST_MESSAGES.notFound);
    expect((await second.client.delete(`/api/waitlist/${id}`)).status).toBe(404);
    expect((await first.client.delete('/api/waitlist/999999')).status).toBe(404);

    const res = await first.client.delete(`/api/waitlist/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: WAITLIST_MESSAGES.left, id });
    expect(await entryRow(t.database.db, id)).toMatchObject({ outcome: 'left' });
    expect(await myEntries(first)).toEqual([]);
    expect((await myEntries(second))[0]!.position).toBe(1);
    expect((await first.client.delete(`/api/waitlist/${id}`)).status).toBe(404);
  });
});

describe('promotion when a place frees', () => {
  it('when the holder cancels, then the first in line is booked in the same step, mailed once as off the waitlist, and the next moves up', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const firstEntry = await joined(first, deadline);
    await joined(second, deadline);

    expect((await holder.client.delete(`/api/bookings/${deadline.bookingIds[0]}`)).status).toBe(
      200,
    );

    const [booking] = await myBookings(first);
    expect(booking).toMatchObject({ bookingDate: deadline.date, timeSlot: '10:00 AM' });
    expect(await entryRow(t.database.db, firstEntry)).toMatchObject({
      outcome: 'booked',
      bookingId: booking!.id,
    });
    expect(await myEntries(first)).toEqual([]);
    expect((await myEntries(second))[0]!.position).toBe(1);
    expect(await myBookings(second)).toEqual([]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(row).toMatchObject({
      userId: first.user.id,
      ownerName: 'Casey Mariner',
      ownerEmail: first.email,
      ownerPhone: '555-0100',
      specialRequests: 'Please check the zincs',
      createdBy: null,
    });
    const mails = await mailsFor(booking!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'booking-confirmed', recipient: first.email });
    expect(mails[0]!.payload).toMatchObject({ fromWaitlist: true, bookedByAdmin: false });
    // Still full: nothing else to take.
    expect(await activeBookingsAt(t.database.db, deadline.date, '10:00 AM')).toHaveLength(1);
  });

  it('when the office deletes a booking, then the first in line is booked', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const waiting = await signUpOwner(t.app);
    await joined(waiting, deadline);
    expect((await t.admin.client.delete(`/api/bookings/${deadline.bookingIds[0]}`)).status).toBe(
      200,
    );
    expect(await myBookings(waiting)).toHaveLength(1);
  });

  it('when the office deletes the holding owner, then their place goes to the first in line', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const waiting = await signUpOwner(t.app);
    await joined(waiting, deadline);
    expect((await t.admin.client.delete(`/api/users/${holder.user.id}`)).status).toBe(200);
    expect(await myBookings(waiting)).toMatchObject([
      { bookingDate: deadline.date, timeSlot: '10:00 AM' },
    ]);
    const mails = await waitlistConfirmations(t.database.db);
    expect(mails.filter((mail) => mail.recipient === waiting.email)).toHaveLength(1);
  });

  it("when a date's capacity is raised, then as many as fit are booked, first come first served", async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const owners = [await signUpOwner(t.app), await signUpOwner(t.app), await signUpOwner(t.app)];
    for (const owner of owners) await joined(owner, deadline);

    await setCapacity(t.admin.client, deadline.date, '10:00 AM', 3);

    expect(await myBookings(owners[0]!)).toHaveLength(1);
    expect(await myBookings(owners[1]!)).toHaveLength(1);
    expect(await myBookings(owners[2]!)).toEqual([]);
    expect((await myEntries(owners[2]!))[0]!.position).toBe(1);
    expect(await waitlistConfirmations(t.database.db)).toSatisfy(
      (rows: unknown[]) => rows.length > 0,
    );
  });

  it('when a default capacity is raised or reset, then the waiting owners of every date without its own capacity are booked', async () => {
    const date = freshDate();
    const holder = await signUpOwner(t.app);
    expect(
      (await t.admin.client.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 1 }))
        .status,
    ).toBe(200);
    try {
      expect(
        (
          await holder.client.post(
            '/api/bookings',
            ownerPayload({ bookingDate: date, timeSlot: '3:00 PM' }),
          )
        ).status,
      ).toBe(201);
      const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
      await joined(first, { date, timeSlot: '3:00 PM' });
      await joined(second, { date, timeSlot: '3:00 PM' });

      await t.admin.client.put('/api/admin/capacity', { timeSlot: '3:00 PM', capacity: 2 });
      expect(await myBookings(first)).toHaveLength(1);
      expect(await myBookings(second)).toEqual([]);

      // Back to the default of 4: the last one fits too.
      await t.admin.client.delete('/api/admin/capacity?timeSlot=3:00%20PM');
      expect(await myBookings(second)).toHaveLength(1);
    } finally {
      await t.admin.client.delete('/api/admin/capacity?timeSlot=3:00%20PM');
    }
  });

  it('when a deadline is closed, then its line ends: a cancellation there books no one, nor does reopening it', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const waiting = await signUpOwner(t.app);
    const entry = await joined(waiting, deadline);
    const close = (closed: boolean) =>
      t.admin.client.put('/api/admin/slot-overrides', {
        date: deadline.date,
        timeSlot: '10:00 AM',
        capacity: 1,
        closed,
      });
    expect((await close(true)).status).toBe(200);
    expect(await entryRow(t.database.db, entry)).toMatchObject({ outcome: 'closed' });
    expect((await waiting.client.get('/api/waitlist')).body.entries).toEqual([]);
    await holder.client.delete(`/api/bookings/${deadline.bookingIds[0]}`);
    expect(await myBookings(waiting)).toEqual([]);

    // Told the line had ended, the owner chose another date: reopening books nobody.
    expect((await close(false)).status).toBe(200);
    expect(await myBookings(waiting)).toEqual([]);
  });

  it("when a date's override is removed, then the default capacity's places go to those waiting", async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const waiting = await signUpOwner(t.app);
    await joined(waiting, deadline);
    const overrides = await t.admin.client.get(
      `/api/admin/slot-overrides?from=${deadline.date}&to=${deadline.date}`,
    );
    const [override] = overrides.body.overrides as { id: number }[];
    expect((await t.admin.client.delete(`/api/admin/slot-overrides/${override!.id}`)).status).toBe(
      200,
    );
    expect(await myBookings(waiting)).toHaveLength(1);
  });

  it('when the first in line already holds a booking at that deadline, then they are dropped and the next is booked', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const firstEntry = await joined(first, deadline);
    await joined(second, deadline);
    // A booking of first's there that bypassed the count (as an office change might).
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, deadline.bookingIds[0]!));
    const { id: _id, createdAt: _at, ...copy } = row!;
    await t.database.db
      .insert(bookings)
      .values({ ...copy, userId: first.user.id, confirmationCode: 'WLDUP001' });

    // Two held of capacity 3: one place, and first may not take it.
    await setCapacity(t.admin.client, deadline.date, '10:00 AM', 3);
    expect(await entryRow(t.database.db, firstEntry)).toMatchObject({
      outcome: 'dropped',
      bookingId: null,
    });
    expect(await myBookings(second)).toHaveLength(1);
    expect(await myBookings(first)).toHaveLength(1);
  });

  it('when the deadline is within 24 hours, then its entries are expired: not listed, not booked, and housekeeping marks them', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const later = await fullDeadline(t.admin.client, [holder]);
    const waiting = await signUpOwner(t.app);
    const entry = await joined(waiting, deadline);
    const laterEntry = await joined(waiting, later);

    clock.set(insideWindowOf(deadline.date));
    expect((await myEntries(waiting)).map((e) => e.id)).toEqual([laterEntry]);
    expect((await holder.client.delete(`/api/bookings/${deadline.bookingIds[0]}`)).status).toBe(
      200,
    );
    expect(await myBookings(waiting)).toEqual([]);
    expect(await entryRow(t.database.db, entry)).toMatchObject({ outcome: 'expired' });

    // Housekeeping: the later deadline's window begins; its entry is marked, no other.
    const another = await fullDeadline(t.admin.client, [holder]);
    clock.set('2030-06-10T12:00:00Z');
    const anotherEntry = await joined(waiting, another);
    const now = new Date(insideWindowOf(later.date));
    // Entries of earlier tests' dates are due too; a batch at a time until none is.
    while ((await expireWaitlistBatch(t.database.db, now, t.config.MARINA_TZ, 2)) > 0);
    expect(await entryRow(t.database.db, laterEntry)).toMatchObject({ outcome: 'expired' });
    expect(await entryRow(t.database.db, anotherEntry)).toMatchObject({ outcome: null });
    expect(await expireWaitlistBatch(t.database.db, now, t.config.MARINA_TZ, 2)).toBe(0);
  });

  it('when the office clears all bookings, then every entry is dropped and no one is mailed', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const waiting = await signUpOwner(t.app);
    const entry = await joined(waiting, deadline);
    const mailsBefore = await t.database.db.$count(mailQueue);
    expect((await t.admin.client.delete('/api/bookings')).status).toBe(200);
    expect(await entryRow(t.database.db, entry)).toMatchObject({ outcome: 'dropped' });
    expect(await myEntries(waiting)).toEqual([]);
    expect(await myBookings(waiting)).toEqual([]);
    expect(await t.database.db.$count(mailQueue)).toBe(mailsBefore);
  });
});

describe('the confirmation of a promoted booking', () => {
  it('when it is rendered, then its subject and opening say the owner came off the waitlist and its invite parses', async () => {
    const holder = await signUpOwner(t.app);
    const deadline = await fullDeadline(t.admin.client, [holder]);
    const waiting = await signUpOwner(t.app);
    await joined(waiting, deadline);
    await holder.client.delete(`/api/bookings/${deadline.bookingIds[0]}`);
    const [booking] = await myBookings(waiting);
    const [mail] = await mailsFor(booking!.id);

    const rendered = renderQueued(t.config, clock.now(), mail!.payload);
    expect(rendered.subject).toMatch(/^Booking confirmed from the waitlist: Haul Out on /);
    expect(rendered.text).toContain('A place opened up for the haul out on');
    expect(rendered.text).toContain('you were next on the waitlist: your booking is confirmed');
    const invite = inviteEvent(rendered.icalEvent!.content);
    expect(invite.method).toBe('REQUEST');
    expect(invite.start).toBe(
      slotStart(deadline.date, '10:00 AM', t.config.MARINA_TZ).toISOString(),
    );
  });
});
