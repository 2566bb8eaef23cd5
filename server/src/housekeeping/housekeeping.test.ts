import { randomBytes } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESET_MESSAGE } from '@shared/messages/password-reset';
import { apiClient } from '../../test/api-client';
import { signUpOwner } from '../../test/factories';
import { captureLogs } from '../../test/log-capture';
import { needsPostgresServer } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import type { Database } from '../db/client';
import { passwordResetTokens, sessions } from '../db/schema';
import { createLogger } from '../lib/logger';
import { uniformRateLimits } from '../middleware/rate-limit';
import { hashResetToken } from '../modules/password-reset/password-reset-service';
import { createHousekeeper, type HousekeeperOptions, type PurgeCounts } from './housekeeper';
import { noPurges } from './purges';
import { insertDeadRows, insertLiveRows } from '../../test/kits/housekeeping-rows';

// Windows of an hour, so counters the sign-ups leave stay live through the file.
const t = useTestApp({ rateLimits: uniformRateLimits({ windowMs: 60 * 60_000, limit: 10_000 }) });

const NOTHING = noPurges();

const SETTINGS: HousekeeperOptions['config'] = {
  MAIL_RETENTION_DAYS: 30,
  HOUSEKEEPING_INTERVAL_MS: 60_000,
  // Small batches, so every table takes several.
  HOUSEKEEPING_BATCH_SIZE: 2,
};

function housekeeper(options: Partial<HousekeeperOptions> = {}) {
  return createHousekeeper({
    db: t.database.db,
    config: SETTINGS,
    logger: createLogger('silent'),
    ...options,
  });
}

describe('housekeeping', () => {
  it('when a pass runs, then every dead row goes in batches, every live row stays, and the next pass finds nothing', async () => {
    const owner = await signUpOwner(t.app);
    const now = new Date();
    const dead = await insertDeadRows(t.database.db, now, 5);
    const live = await insertLiveRows(t.database.db, now);

    const keeper = housekeeper({ now: () => now });
    expect(await keeper.runOnce()).toEqual(dead.inserted);

    expect(await dead.left()).toEqual(NOTHING);
    expect(await live.remaining()).toEqual(live.inserted);
    // The owner's browser is still signed in.
    const me = await owner.client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(owner.email);
    expect(await keeper.runOnce()).toEqual(NOTHING);
  });

  it('when a reset link expired and its row was purged, then it gets the same answer as before, and a live link still works', async () => {
    const owner = await signUpOwner(t.app);
    const expired = randomBytes(32).toString('base64url');
    const unexpired = randomBytes(32).toString('base64url');
    await t.database.db.insert(passwordResetTokens).values([
      {
        userId: owner.user.id,
        tokenHash: hashResetToken(expired),
        expiresAt: new Date(Date.now() - 60_000),
      },
      {
        userId: owner.user.id,
        tokenHash: hashResetToken(unexpired),
        expiresAt: new Date(Date.now() + 30 * 60_000),
      },
    ]);
    const submit = (token: string, password: string) =>
      apiClient(t.app).post('/api/reset-password', {
        token,
        email: owner.email,
        newPassword: password,
        confirmPassword: password,
      });
    const before = await submit(expired, 'late-pass-1');
    expect(before.status).toBe(400);
    expect(before.body.message).toBe(INVALID_RESET_MESSAGE);

    expect((await housekeeper().runOnce()).passwordResetTokens).toBe(1);

    const after = await submit(expired, 'late-pass-1');
    expect(after.status).toBe(before.status);
    expect(after.body).toEqual(before.body);
    expect((await submit(unexpired, 'in-time-pass-1')).status).toBe(200);
  });

  it('when a pass deletes rows, then one info line gives the counts, and a pass that deletes none says nothing', async () => {
    const logs = captureLogs('info');
    const keeper = housekeeper({
      logger: logs.logger,
      config: { ...SETTINGS, HOUSEKEEPING_BATCH_SIZE: 1 },
    });
    const dead = await insertDeadRows(t.database.db, new Date(), 3);
    await keeper.runOnce();
    await keeper.runOnce();

    const lines = logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      component: 'housekeeping',
      msg: 'purged old rows',
      deleted: dead.inserted,
    });
  });

  it('when stopped during a pass, then the batch in hand finishes and no other starts', async () => {
    const dead = await insertDeadRows(t.database.db, new Date(), 5);
    let stopped: Promise<void> | undefined;
    const order: string[] = [];
    const db = t.database.db;
    // The first batch's statement asks the housekeeper to stop while it runs.
    const stoppingDb = {
      async execute(...args: Parameters<Database['execute']>) {
        stopped ??= keeper.stop().then(() => {
          order.push('stopped');
        });
        const result = await db.execute(...args);
        order.push('batch');
        return result;
      },
    } as unknown as Database;
    const keeper = housekeeper({ db: stoppingDb });

    const counts = await keeper.runOnce();
    await stopped;
    expect(counts).toEqual({ ...NOTHING, sessions: 2 });
    expect(order).toEqual(['batch', 'stopped']);
    expect((await dead.left()).sessions).toBe(3);

    // Leave nothing dead behind for the other tests.
    await housekeeper().runOnce();
  });

  it('when started, then a pass runs by itself, and stop() ends the schedule, whether a pass is in hand or only due', async () => {
    const dead = await insertDeadRows(t.database.db, new Date(), 3);
    // Every statement the housekeeper sends, and those it sends after stop() resolved.
    let stopped = false;
    let afterStop = 0;
    const db = t.database.db;
    const watchedDb = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return (...args: Parameters<Database['execute']>) => {
          if (stopped) afterStop += 1;
          return target.execute(...args);
        };
      },
    });
    const started = () =>
      housekeeper({
        db: watchedDb,
        firstPassDelayMs: 0,
        config: { ...SETTINGS, HOUSEKEEPING_INTERVAL_MS: 20 },
      });
    // The schedule's timers are the test's to fire: a schedule that outlived stop() runs a
    // pass as soon as its interval is made to pass, with no guess at how long to wait for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Stopped while the next pass is only due.
      const keeper = started();
      keeper.start();
      await vi.advanceTimersByTimeAsync(0);
      // runOnce() waits for the pass in hand: the scheduled one purged everything before it.
      expect(await keeper.runOnce()).toEqual(NOTHING);
      expect(await dead.left()).toEqual(NOTHING);
      await keeper.stop();
      stopped = true;
      const later = await insertDeadRows(t.database.db, new Date(), 1);
      await vi.advanceTimersByTimeAsync(50 * 20);
      expect(afterStop).toBe(0);
      expect(await later.left()).toEqual(later.inserted);

      // Stopped while a scheduled pass is in hand: it must not schedule another.
      stopped = false;
      const other = started();
      other.start();
      await vi.advanceTimersByTimeAsync(0);
      await other.stop();
      stopped = true;
      await vi.advanceTimersByTimeAsync(50 * 20);
      expect(afterStop).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    await housekeeper().runOnce();
  });

  it.runIf(needsPostgresServer())(
    'when a request holds a dead row, then the pass leaves it without waiting and deletes the rest',
    async () => {
      const dead = await insertDeadRows(t.database.db, new Date(), 3);
      const [held] = await t.database.db
        .select({ sid: sessions.sid })
        .from(sessions)
        .where(like(sessions.sid, 'dead-%'))
        .limit(1);
      // On the embedded engine the open transaction would hold its only connection.
      const counts = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from sessions where sid = ${held!.sid} for update`);
        return housekeeper().runOnce();
      });
      expect(counts.sessions).toBe(2);
      expect((await dead.left()).sessions).toBe(1);
      expect(await housekeeper().runOnce()).toEqual({ ...NOTHING, sessions: 1 });
    },
  );

  it.runIf(needsPostgresServer())(
    'when two housekeepers run at once, then both finish and each dead row is deleted once',
    async () => {
      const now = new Date();
      const dead = await insertDeadRows(t.database.db, now, 60);
      const live = await insertLiveRows(t.database.db, now);
      // One pool: on a server each pass runs on its own connection, as two instances' would.
      const config = { ...SETTINGS, HOUSEKEEPING_BATCH_SIZE: 7 };
      const [first, second] = await Promise.all([
        housekeeper({ config, now: () => now }).runOnce(),
        housekeeper({ config, now: () => now }).runOnce(),
      ]);
      const names = Object.keys(NOTHING) as (keyof PurgeCounts)[];
      const total = Object.fromEntries(names.map((name) => [name, first[name] + second[name]]));
      expect(total).toEqual(dead.inserted);
      expect(await dead.left()).toEqual(NOTHING);
      expect(await live.remaining()).toEqual(live.inserted);
    },
  );
});
