import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { captureLogs } from '../../test/log-capture';
import { useTestApp } from '../../test/use-test-app';

/**
 * docs/product.md#security: logs never hold query-string values, SQL parameters or setting secrets.
 */

const t = useTestApp();
let app: Express;
const logs = captureLogs();

beforeAll(async () => {
  // The production logger and a stand-in for the SPA fallback, as `npm start` serves it.
  const instance = await t.createInstance({
    logger: logs.logger,
    client: {
      kind: 'middleware',
      handler: (_req, res) => {
        res.type('html').send('<!doctype html><div id="root"></div>');
      },
    },
  });
  app = instance.app;
  // Registrations of probe-… addresses fail inside the database, with the values as parameters.
  await t.database.db.execute(
    sql`alter table users add constraint probe_refused check (email not like 'probe-%')`,
  );
});

const secretToken = () => randomBytes(32).toString('hex');

describe('request logs', () => {
  it('when a reset link is opened in the browser, then no log line holds its token or email', async () => {
    const token = secretToken();
    const email = uniqueEmail();
    const res = await request(app).get(
      `/reset-password?token=${token}&email=${encodeURIComponent(email)}`,
    );
    expect(res.status).toBe(200);

    expect(logs.containing('/reset-password').length).toBeGreaterThan(0);
    expect(logs.containing(token)).toEqual([]);
    expect(logs.containing(email)).toEqual([]);
  });

  it('when an API call carries values in its query string, then the log keeps the path and the names only', async () => {
    const email = uniqueEmail('query');
    const res = await request(app).get(`/api/anything?email=${encodeURIComponent(email)}&x=1`);
    expect(res.status).toBe(404);

    const [line] = logs.containing('/api/anything');
    expect(line).toBeDefined();
    expect(JSON.parse(line!).req.url).toBe('/api/anything?email=[redacted]&x=[redacted]');
    expect(logs.containing(email)).toEqual([]);
  });
});

describe('database errors', () => {
  it('when a registration fails inside the database, then the 500 is logged with its SQLSTATE but without the values', async () => {
    const email = uniqueEmail('probe');
    const fullName = `Probe ${randomBytes(4).toString('hex')}`;
    const res = await request(app)
      .post(`/api/register?email=${encodeURIComponent(email)}`)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email, password: 'harbor-pass-1', fullName, storageType: 'wet-slip' });
    expect(res.status).toBe(500);

    // None of what the owner sent is logged, nor the password hash made from it…
    expect(logs.containing(email)).toEqual([]);
    expect(logs.containing(fullName)).toEqual([]);
    expect(logs.lines.filter((line) => /\$2[aby]\$/.test(line))).toEqual([]);
    // …yet the operator still learns what failed: the SQLSTATE and the constraint.
    const errorLines = logs.lines.filter((line) => line.includes('"23514"'));
    expect(errorLines.length).toBeGreaterThan(0);
    expect(errorLines.some((line) => line.includes('probe_refused'))).toBe(true);
  });

  it('when any component logs a failed query, then its parameters are not in the line', async () => {
    const secret = `session-${secretToken()}`;
    const error = await t.database.db.execute(sql`select ${secret}::int`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeDefined();
    logs.logger.child({ component: 'mail-worker' }).error({ err: error }, 'pass failed');

    const [line] = logs.lines.filter((l) => l.includes('pass failed'));
    expect(JSON.parse(line!).err).toMatchObject({ code: '22P02', sql: 'select $1::int' });
    expect(logs.containing(secret)).toEqual([]);
  });
});
