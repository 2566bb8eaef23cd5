import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { useMailWorkers, useSmtpSink } from '../../../test/kits/mail-app';
import { mailQueue } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { enqueueMail, type BookingSnapshot } from '../outbox';

/**
 * Mail providers drop a message whose Message-ID they have seen, so the id has
 * a random part kept with the queued row (unique across resets and installations, stable
 * across retries) and a real domain, never localhost in production.
 */

const smtp = useSmtpSink();
const t = useTestApp();
let clock = new Date();
const startWorker = useMailWorkers(() => ({
  db: t.database.db,
  config: t.config,
  logger: createLogger('silent'),
  now: () => clock,
  backoffBaseMs: 1000,
}));

function worker(config: Partial<typeof t.config> = {}) {
  return startWorker({ config: { ...t.config, SMTP_URL: smtp.sink.url, ...config } });
}

/** A cancellation notice: its payload stays renderable after sending, so it can be re-sent. */
async function queueMail(email: string) {
  const booking: BookingSnapshot = {
    id: 1,
    confirmationCode: 'K7M2QX9P',
    serviceType: 'haul-out',
    bookingDate: '2030-06-20',
    timeSlot: '10:00 AM',
    sourceSlipType: 'my-wet-slip',
    destination: 'wash-pad',
    ownerName: 'Casey Mariner',
    ownerEmail: email,
    specialRequests: null,
  };
  const payload = { kind: 'booking-cancelled' as const, booking, cancelledByAdmin: false };
  await enqueueMail(t.database.db, { recipient: email, payload });
  const [row] = await t.database.db.select().from(mailQueue).where(eq(mailQueue.recipient, email));
  return row!;
}

const receivedId = (email: string) => smtp.sink.to(email).map((mail) => mail.messageId);

describe('Message-ID', () => {
  it('when two messages are sent, then each id is the row’s random part at APP_URL’s host', async () => {
    const [first, second] = [uniqueEmail('mid'), uniqueEmail('mid')];
    const rows = [await queueMail(first), await queueMail(second)];
    await worker().drain();

    expect(receivedId(first)).toEqual([`<${rows[0]!.messageUuid}@app.test>`]);
    expect(receivedId(second)).toEqual([`<${rows[1]!.messageUuid}@app.test>`]);
    expect(rows[0]!.messageUuid).not.toBe(rows[1]!.messageUuid);
  });

  it('when a message is retried or sent again, then every copy carries the same id', async () => {
    const email = uniqueEmail('retry');
    const row = await queueMail(email);
    await smtp.sink.stop();
    const failed = await worker().drain();
    await smtp.sink.start();
    expect(failed.retried).toBe(1);
    clock = new Date(Date.now() + 60_000);
    await worker({ SMTP_URL: smtp.sink.url }).drain();
    // The operator's resend of decision 0003, as after a lost "sent" mark.
    await t.database.db
      .update(mailQueue)
      .set({ status: 'pending', runAt: new Date() })
      .where(inArray(mailQueue.id, [row.id]));
    await worker({ SMTP_URL: smtp.sink.url }).drain();

    expect(receivedId(email)).toEqual([
      `<${row.messageUuid}@app.test>`,
      `<${row.messageUuid}@app.test>`,
    ]);
  });

  it('when production runs with a localhost APP_URL, then the id takes MAIL_FROM’s domain', async () => {
    const email = uniqueEmail('prod');
    const row = await queueMail(email);
    await worker({
      NODE_ENV: 'production',
      APP_URL: 'http://localhost:5000',
      MAIL_FROM: 'Harbor Point <desk@harbor-point.example>',
    }).drain();

    expect(receivedId(email)).toEqual([`<${row.messageUuid}@harbor-point.example>`]);
  });
});
