import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import { smsOptOuts, smsSubscriptions } from '../../db/schema';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { freshDate, ownerPayload, testClock } from '../../../test/kits/booking-kit';

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

/** A fresh number per owner, so one test's opt-out never reaches another's. */
let lastLine = 1000;
const newMobile = () => `+1617555${(lastLine += 1).toString().padStart(4, '0')}`;

type Choices = { confirmations: boolean; reminders: boolean; status: boolean };
const ALL_ON: Choices = { confirmations: true, reminders: true, status: true };

/** A verified mobile as the profile's Text messages card leaves it (the code already proven). */
async function subscribe(owner: SignedInOwner, choices: Choices = ALL_ON): Promise<string> {
  const phoneNumber = newMobile();
  await t.database.db
    .insert(smsSubscriptions)
    .values({ userId: owner.user.id, phoneNumber, verifiedAt: new Date(), ...choices });
  return phoneNumber;
}

async function bookOn(owner: SignedInOwner, date: string, timeSlot = '10:00 AM') {
  const res = await owner.client.post(
    '/api/bookings',
    ownerPayload({ bookingDate: date, timeSlot }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.booking as { id: number };
}

async function ownerTextsOn(from: string, to = from): Promise<Map<number, boolean>> {
  const res = await t.admin.client.get(`/api/bookings?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return new Map((res.body.bookings as AdminBooking[]).map((b) => [b.id, b.ownerTexts]));
}

/**
 * The booking panel and the day sheet show whether the owner gets texts
 * (docs/product.md#text-messages).
 */
describe('GET /api/bookings: whether the owner gets texts', () => {
  it('when the owner has a verified mobile with confirmations or the day’s status on, then ownerTexts is true; without one, false', async () => {
    const date = freshDate();
    const nextDate = freshDate();
    const texted = await signUpOwner(t.app);
    await subscribe(texted);
    const statusOnly = await signUpOwner(t.app);
    await subscribe(statusOnly, { confirmations: false, reminders: false, status: true });
    const confirmationsOnly = await signUpOwner(t.app);
    await subscribe(confirmationsOnly, { confirmations: true, reminders: false, status: false });
    const mailOnly = await signUpOwner(t.app);

    const a = await bookOn(texted, date, '10:00 AM');
    const b = await bookOn(statusOnly, date, '12:00 PM');
    const c = await bookOn(confirmationsOnly, date, '3:00 PM');
    const d = await bookOn(mailOnly, nextDate, '10:00 AM');

    const texts = await ownerTextsOn(date, nextDate);
    expect([a, b, c, d].map(({ id }) => texts.get(id))).toEqual([true, true, true, false]);
  });

  it('when the number texted STOP or could not take texts, then ownerTexts is false', async () => {
    const date = freshDate();
    const stopped = await signUpOwner(t.app);
    await t.database.db
      .insert(smsOptOuts)
      .values({ phoneNumber: await subscribe(stopped), reason: 'stop' });
    const unreachable = await signUpOwner(t.app);
    await t.database.db
      .insert(smsOptOuts)
      .values({ phoneNumber: await subscribe(unreachable), reason: 'undeliverable' });
    const a = await bookOn(stopped, date, '10:00 AM');
    const b = await bookOn(unreachable, date, '12:00 PM');

    const texts = await ownerTextsOn(date);
    expect([texts.get(a.id), texts.get(b.id)]).toEqual([false, false]);
  });

  it('when the owner turned every choice off, or only reminders are on, then ownerTexts is false', async () => {
    const date = freshDate();
    const allOff = await signUpOwner(t.app);
    await subscribe(allOff, { confirmations: false, reminders: false, status: false });
    const remindersOnly = await signUpOwner(t.app);
    await subscribe(remindersOnly, { confirmations: false, reminders: true, status: false });
    const a = await bookOn(allOff, date, '10:00 AM');
    const b = await bookOn(remindersOnly, date, '12:00 PM');

    const texts = await ownerTextsOn(date);
    expect([texts.get(a.id), texts.get(b.id)]).toEqual([false, false]);
  });

  it('when a deadline is closed, then the list of bookings to move says the same', async () => {
    const date = freshDate();
    const texted = await signUpOwner(t.app);
    await subscribe(texted);
    const mailOnly = await signUpOwner(t.app);
    const a = await bookOn(texted, date, '10:00 AM');
    const b = await bookOn(mailOnly, date, '10:00 AM');
    const closed = await t.admin.client.put('/api/admin/slot-overrides', {
      date,
      timeSlot: '10:00 AM',
      closed: true,
      reason: 'Regatta',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const res = await t.admin.client.get('/api/admin/slot-overrides/bookings');
    expect(res.status).toBe(200);
    const listed = new Map(
      (res.body.bookings as AdminBooking[]).map((booking) => [booking.id, booking.ownerTexts]),
    );
    expect([listed.get(a.id), listed.get(b.id)]).toEqual([true, false]);
  });
});
