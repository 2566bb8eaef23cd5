import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailQueue } from '../../db/schema';
import { renderMail } from '../../outbox/email/templates';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { freshDate, ownerPayload, testClock } from '../../../test/kits/booking-kit';
import { entryRow, fullDeadline, joined } from '../../../test/kits/waitlist-kit';
import { latestAudit } from '../../../test/audit';

const clock = testClock();
const t = useTestApp({ now: clock.now, admin: true });

const affected = (query: string) =>
  t.admin.client.get(`/api/admin/slot-overrides/affected?${query}`);
const close = (body: object) =>
  t.admin.client.put('/api/admin/slot-overrides', { closed: true, ...body });
const slot = (timeSlot: string) => `timeSlot=${encodeURIComponent(timeSlot)}`;

/** Books `timeSlots` on `date`, one booking each, for the owner (a new one unless given). */
async function book(date: string, timeSlots: string[], owner?: SignedInOwner) {
  const who = owner ?? (await signUpOwner(t.app));
  for (const timeSlot of timeSlots) {
    const res = await who.client.post(
      '/api/bookings',
      ownerPayload({ bookingDate: date, timeSlot }),
    );
    expect(res.status).toBe(201);
  }
  return who;
}

/** The date-closed mails queued for bookings on a date, as the worker would read them. */
async function closedMailsOn(date: string) {
  const rows = await t.database.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.kind, 'date-closed'));
  return rows
    .map((row) => ({ recipient: row.recipient, payload: row.payload }))
    .filter((m) => m.payload.kind === 'date-closed' && m.payload.booking.bookingDate === date);
}

describe('GET /api/admin/slot-overrides/affected', () => {
  it('when owners hold bookings on a date, then the count is of bookings and distinct owners, by day or by deadline', async () => {
    const date = freshDate();
    const twice = await book(date, ['10:00 AM', '3:00 PM']);
    await book(date, ['10:00 AM']);
    await book(freshDate(), ['10:00 AM']); // another date: not counted

    const day = await affected(`date=${date}`);
    expect(day.status).toBe(200);
    expect(day.body).toEqual({ date, timeSlot: null, bookings: 3, owners: 2 });
    expect((await affected(`date=${date}&${slot('10:00 AM')}`)).body).toEqual({
      date,
      timeSlot: '10:00 AM',
      bookings: 2,
      owners: 2,
    });
    expect((await affected(`date=${date}&${slot('12:00 PM')}`)).body).toMatchObject({
      bookings: 0,
      owners: 0,
    });

    // A cancelled booking is nobody to tell.
    const mine = await twice.client.get(`/api/bookings/user/${twice.user.id}`);
    await twice.client.delete(`/api/bookings/${mine.body.bookings[0].id}`);
    expect((await affected(`date=${date}`)).body).toMatchObject({ bookings: 2, owners: 2 });
  });

  it('when a deadline is already closed, then its owners were told then and are not counted again', async () => {
    const date = freshDate();
    await book(date, ['10:00 AM']);
    await book(date, ['3:00 PM']);
    await close({ date, timeSlot: '3:00 PM', reason: 'Regatta' });
    expect((await affected(`date=${date}`)).body).toMatchObject({ bookings: 1, owners: 1 });
    expect((await affected(`date=${date}&${slot('3:00 PM')}`)).body.bookings).toBe(0);
  });

  it('when the query is wrong, then 400 naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['', 'date', 'Date is required'],
      ['date=2030-02-30', 'date', 'Date must be a calendar date written yyyy-MM-dd'],
      ['date=2030-07-01&date=2030-07-02', 'date', 'Give date once'],
      [
        'date=2030-07-01&timeSlot=noon',
        'timeSlot',
        'Deadline must be one of 10:00 AM, 12:00 PM or 3:00 PM',
      ],
      ['date=2030-07-01&who=all', 'who', 'Unknown parameter "who": use date, timeSlot'],
    ];
    for (const [query, path, message] of cases) {
      const res = await affected(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
      expect(res.body.errors, query).toContainEqual({ path, message });
    }
  });
});

describe('closing and the owners told', () => {
  it('when a date is closed, then each booking in it gets one mail, as many as the dialog counted', async () => {
    const date = freshDate();
    const first = await book(date, ['10:00 AM', '12:00 PM']);
    const second = await book(date, ['3:00 PM']);
    const counted = (await affected(`date=${date}`)).body;
    const res = await close({ date, reason: 'Holiday' });
    expect(res.body.notified).toBe(counted.bookings);
    const mails = await closedMailsOn(date);
    expect(mails.map((m) => m.recipient).sort()).toEqual(
      [first.email, first.email, second.email].sort(),
    );
    expect(mails.every((m) => m.payload.kind === 'date-closed' && m.payload.wholeDay)).toBe(true);
  });

  it('when a deadline closes and later the whole day, then nobody is told twice', async () => {
    const date = freshDate();
    const early = await book(date, ['10:00 AM']);
    const late = await book(date, ['3:00 PM']);
    expect((await close({ date, timeSlot: '3:00 PM', reason: 'Regatta' })).body.notified).toBe(1);
    expect((await close({ date, reason: 'Storm' })).body.notified).toBe(1);
    const mails = await closedMailsOn(date);
    expect(mails.map((m) => m.recipient).sort()).toEqual([early.email, late.email].sort());
  });

  it('when only a deadline closes, then the mail names the deadline, not the whole day', async () => {
    const date = freshDate();
    const owner = await book(date, ['12:00 PM']);
    await close({ date, timeSlot: '12:00 PM', reason: 'Crane service' });
    const [mail] = await closedMailsOn(date);
    expect(mail?.recipient).toBe(owner.email);
    const rendered = renderMail(
      {
        marinaName: 'Harbor Point Marina',
        appUrl: 'http://app.test',
        timeZone: 'America/New_York',
        mailFrom: 'office@app.test',
        now: clock.now(),
      },
      mail!.payload,
    );
    expect(rendered.subject).toMatch(/^12:00 PM deadline closed: /);
    expect(rendered.text).toContain('Harbor Point Marina has closed the 12:00 PM deadline on');
    expect(rendered.text).toContain('Crane service');
  });

  it('when owners wait at a deadline the office closes, then their entries end as closed and each is told once; a deadline left open keeps its line', async () => {
    const [holder, waiter, other] = await Promise.all([1, 2, 3].map(() => signUpOwner(t.app)));
    const deadline = await fullDeadline(t.admin.client, [holder!], '12:00 PM');
    const entry = await joined(waiter!, deadline);
    const late = await fullDeadline(t.admin.client, [other!], '3:00 PM');
    const stays = await joined(waiter!, late);

    await close({ date: deadline.date, timeSlot: '12:00 PM', reason: 'Crane service' });
    expect((await latestAudit(t.database.db, 'slot-override.set'))?.after).toMatchObject({
      waitlistEnded: 1,
    });
    // Saving the closure again (a new reason, say) ends and tells nobody again.
    await close({ date: deadline.date, timeSlot: '12:00 PM', reason: 'Crane service' });

    expect(await entryRow(t.database.db, entry)).toMatchObject({ outcome: 'closed' });
    expect(await entryRow(t.database.db, stays)).toMatchObject({ outcome: null });
    const told = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.kind, 'waitlist-closed'));
    expect(told.map((row) => row.recipient)).toEqual([waiter!.email]);
    const mail = renderMail(
      {
        marinaName: 'Harbor Point Marina',
        appUrl: 'http://app.test',
        timeZone: 'America/New_York',
        mailFrom: 'office@app.test',
        now: clock.now(),
      },
      told[0]!.payload,
    );
    expect(mail.subject).toMatch(/^Closed: the waitlist for .+ at 12:00 PM has ended$/);
    expect(mail.text).toContain('has closed');
    expect(mail.text).toContain(': Crane service');
    expect(mail.text).toContain('That waitlist has ended, and no place will open there.');
    const entries = (await waiter!.client.get('/api/waitlist')).body.entries;
    expect(entries.map((e: { id: number }) => e.id)).toEqual([stays]);
  });
});
