import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpOwner, uniqueEmail } from '../../test/factories';
import { captureLogs } from '../../test/log-capture';
import { useMailApp } from '../../test/kits/mail-app';
import { needsPostgresServer } from '../../test/test-app';
import { mailQueue } from '../db/schema';
import { createMetrics } from '../metrics/metrics';
import { parsePrometheusText } from '../metrics/scrape-kit';
import { createLogger } from '../lib/logger';

/**
 * docs/product.md#email: one address gets at most MAIL_MAX_PER_RECIPIENT_PER_DAY (20) mails in 24 hours,
 * however many accounts ask; the worker holds back the rest.
 */
const mailApp = useMailApp();
const { t, clock, worker } = mailApp;
const HOUR = 3_600_000;

/** An owner who names `address` as their preferred email: one verification mail to it. */
async function pointAt(address: string) {
  const owner = await signUpOwner(t.app);
  const res = await owner.client.post('/api/profile', { preferredEmail: address });
  expect(res.status).toBe(200);
}

const rowsTo = (address: string) =>
  t.database.db
    .select()
    .from(mailQueue)
    .where(sql`lower(${mailQueue.recipient}) = lower(${address})`)
    .orderBy(mailQueue.id);

function metricsFor() {
  return createMetrics({ database: t.database, logger: createLogger('silent') });
}

async function heldCount(metrics: ReturnType<typeof metricsFor>, kind: string) {
  const samples = parsePrometheusText(await metrics.registry.metrics());
  return samples.find((s) => s.name === 'marina_mail_held_total' && s.labels.kind === kind)?.value;
}

describe('per-recipient daily cap', () => {
  it('when 21 accounts make the marina mail one address (any letter case), then 20 go and the 21st is held, logged without the address and counted', async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 21; i++) await pointAt(i % 2 ? victim.toUpperCase() : victim);
    const logs = captureLogs();
    const metrics = metricsFor();
    await worker({ logger: logs.logger, metrics }).drain();

    expect(mailApp.sink.to(victim)).toHaveLength(20);
    const rows = await rowsTo(victim);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(20);
    const held = rows.filter((r) => r.status === 'held');
    expect(held).toHaveLength(1);
    expect(held[0]!.lastError).toMatch(/daily mail cap/);
    expect(held[0]!.payload).toMatchObject({ kind: 'email-verification', verifyUrl: null });
    // Sent mail is logged with its address by the transport; the held one is not.
    const heldLines = logs.lines.filter((line) => line.includes('mail held'));
    expect(heldLines).toHaveLength(1);
    expect(heldLines[0]!.toLowerCase()).not.toContain(victim.toLowerCase());
    expect(heldLines[0]).toContain(`"mailId":${held[0]!.id}`);
    expect(await heldCount(metrics, 'email-verification')).toBe(1);
  });

  it('when the address has had 20 and asks for a password reset, then the reset is held too', async () => {
    const victim = await signUpOwner(t.app);
    for (let i = 0; i < 20; i++) await pointAt(victim.email);
    await worker().drain();
    await victim.client.post('/api/forgot-password', { email: victim.email });
    await worker().drain();
    const [reset] = await t.database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, victim.email), eq(mailQueue.kind, 'password-reset')));
    expect(reset).toMatchObject({ status: 'held', payload: { resetUrl: null } });
  });

  it('when 24 hours have passed since the first mails, then the address gets mail again', async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 20; i++) await pointAt(victim);
    await worker().drain();
    clock.instant = new Date(clock.instant.getTime() + 23 * HOUR);
    await pointAt(victim);
    await worker().drain();
    expect((await rowsTo(victim)).at(-1)!.status).toBe('held');
    clock.instant = new Date(clock.instant.getTime() + 1 * HOUR + 1000);
    await pointAt(victim);
    await worker().drain();
    expect((await rowsTo(victim)).at(-1)!.status).toBe('sent');
    expect(mailApp.sink.to(victim)).toHaveLength(21);
  });

  it('when another cap is set, then it is the one that holds', async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 3; i++) await pointAt(victim);
    await worker({
      config: { ...t.config, SMTP_URL: mailApp.sink.url, MAIL_MAX_PER_RECIPIENT_PER_DAY: 2 },
    }).drain();
    expect((await rowsTo(victim)).map((r) => r.status)).toEqual(['sent', 'sent', 'held']);
  });

  it.runIf(needsPostgresServer())(
    `when three workers send 30 mails to one address at once, then exactly 20 go`,
    async () => {
      const victim = uniqueEmail('victim');
      for (let i = 0; i < 30; i++) await pointAt(victim);
      // Each worker on its own pool connections, as on separate instances.
      await Promise.all([
        worker({ batchSize: 3 }).drain(),
        worker({ batchSize: 3 }).drain(),
        worker({ batchSize: 3 }).drain(),
      ]);
      const rows = await rowsTo(victim);
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(20);
      expect(rows.filter((r) => r.status === 'held')).toHaveLength(10);
      expect(mailApp.sink.to(victim)).toHaveLength(20);
    },
  );
});
