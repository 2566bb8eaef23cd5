import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, mailQueue } from '../../db/schema';
import { useBookingApp } from '../../../test/kits/booking-app';
import { adminPayload } from '../../../test/kits/booking-kit';
import { useWorkersOnSink, useSmtpSink } from '../../../test/kits/mail-app';
import { ownersBooking, statusSet } from '../../../test/kits/service-status-kit';

/**
 * Owners told (docs/product.md#service-status): a done or no-show mail waits STATUS_MAIL_DELAY_MS
 * in the queue, goes once through a real SMTP server, and an Undo in that time withdraws it. The
 * clock is the app's and the worker's alike, so "the delay has passed" is a clock move, never a
 * wait.
 */
const DELAY_MS = 5_000;
const { t, clock } = useBookingApp({ env: { STATUS_MAIL_DELAY_MS: String(DELAY_MS) } });
const smtp = useSmtpSink();
const worker = useWorkersOnSink(t, smtp, clock.now);

const later = (ms: number) => (clock.instant = new Date(clock.instant.getTime() + ms));
const subjectsTo = (email: string) =>
  smtp.sink
    .to(email)
    .map((m) => m.subject ?? '')
    .filter((subject) => !subject.startsWith('Booking confirmed'));

describe('owner mails on done and no-show', () => {
  it('when a haul-out is marked done, then once the delay has passed its owner gets "Your boat is out of the water", and not before', async () => {
    const { owner, id } = await ownersBooking(t);
    await statusSet(t.admin.client, id, 'done');
    await worker().drain();
    expect(subjectsTo(owner.email)).toEqual([]);

    later(DELAY_MS);
    await worker().drain();
    const [mail] = smtp.sink.to(owner.email).filter((m) => m.subject?.includes('water'));
    expect(mail?.subject).toBe('Your boat is out of the water');
    expect(mail?.text).toContain('Hello Harper Stern');
    expect(mail?.text).toContain('your haul-out is done');
  });

  it('when a launch the office booked is marked done, then its owner reads "Your boat is in the water"', async () => {
    const { owner } = await ownersBooking(t);
    const res = await t.admin.client.post('/api/bookings', adminPayload(owner.user.id));
    expect(res.status).toBe(201);
    await statusSet(t.admin.client, res.body.booking.id as number, 'done');
    later(DELAY_MS);
    await worker().drain();
    expect(subjectsTo(owner.email)).toEqual(['Your boat is in the water']);
  });

  it('when done is undone within the delay, then no mail ever arrives and nothing waits in the queue', async () => {
    const { owner, id } = await ownersBooking(t);
    await statusSet(t.admin.client, id, 'done');
    later(DELAY_MS - 1_000);
    await statusSet(t.admin.client, id, 'scheduled');

    later(DELAY_MS * 10);
    await worker().drain();
    expect(subjectsTo(owner.email)).toEqual([]);
    const waiting = await t.database.db
      .select()
      .from(mailQueue)
      .where(like(mailQueue.dedupeKey, `status-%:${id}`));
    expect(waiting).toEqual([]);
  });

  it('when done is set, sent, undone and set again, then the owner still has exactly one mail', async () => {
    const { owner, id } = await ownersBooking(t);
    await statusSet(t.admin.client, id, 'done');
    later(DELAY_MS);
    await worker().drain();
    await statusSet(t.admin.client, id, 'scheduled');
    await statusSet(t.admin.client, id, 'done');
    later(DELAY_MS * 2);
    await worker().drain();
    expect(subjectsTo(owner.email)).toEqual(['Your boat is out of the water']);
  });

  it('when done is undone and set again within the delay, then one mail goes, at the later delay', async () => {
    const { owner, id } = await ownersBooking(t);
    await statusSet(t.admin.client, id, 'done');
    await statusSet(t.admin.client, id, 'scheduled');
    later(DELAY_MS - 1_000);
    await statusSet(t.admin.client, id, 'done');
    later(1_000);
    await worker().drain();
    expect(subjectsTo(owner.email)).toEqual([]);
    later(DELAY_MS);
    await worker().drain();
    expect(subjectsTo(owner.email)).toEqual(['Your boat is out of the water']);
  });

  it('when the owner does not come, then after the delay they are asked, kindly, to call the office', async () => {
    const { owner, id } = await ownersBooking(t);
    await statusSet(t.admin.client, id, 'no_show');
    later(DELAY_MS);
    await worker().drain();
    const [mail] = smtp.sink.to(owner.email).filter((m) => m.subject?.startsWith('We missed you'));
    expect(mail?.subject).toMatch(/^We missed you: your haul-out on \w+day, \w+ \d+, \d{4}$/);
    expect(mail?.text).toContain('Please call the Harbor Point Marina office');
    const rows = await t.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.dedupeKey, `status-no-show:${id}`));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
  });

  it("when the owner's name holds markup, then the HTML mail shows it as text", async () => {
    const { owner, id } = await ownersBooking(t);
    await t.database.db
      .update(bookings)
      .set({ ownerName: '<b>Harper</b> & Co' })
      .where(eq(bookings.id, id));
    await statusSet(t.admin.client, id, 'done');
    later(DELAY_MS);
    await worker().drain();
    const [mail] = smtp.sink.to(owner.email).filter((m) => m.subject?.includes('water'));
    expect(mail?.html).toContain('&lt;b&gt;Harper&lt;/b&gt; &amp; Co');
    expect(mail?.html).not.toContain('<b>Harper</b>');
  });
});
