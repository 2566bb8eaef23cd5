import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../test/api-client';
import { signUpOwner } from '../../../test/factories';
import { captureLogs } from '../../../test/log-capture';
import { reportLines, sendReport, validReport } from '../../../test/kits/client-error-kit';
import { useTestApp } from '../../../test/use-test-app';
import { uniformRateLimits } from '../../middleware/rate-limit';

/**
 * docs/product.md#web-app: browsers report the errors they meet to the server's log. Anyone may
 * report (errors happen on public pages), so reports are limited per address
 * (CLIENT_ERRORS_PER_MINUTE, 3 here; behind a proxy on loopback each X-Forwarded-For is a client)
 * and to 8 KB, and the line written holds the validated fields only: no query string, email, cookie
 * or address.
 */
const PER_MINUTE = 3;
// Every other limit relaxed; this one from the setting.
const { clientErrors: _fromTheSetting, ...relaxed } = uniformRateLimits({
  windowMs: 60_000,
  limit: 10_000,
});
const t = useTestApp({
  env: { TRUST_PROXY: 'loopback', CLIENT_ERRORS_PER_MINUTE: String(PER_MINUTE) },
  rateLimits: relaxed,
});

let address = 0;
const freshAddress = () => `198.51.100.${(address += 1)}`;

/** The session cookie a browser signed in as `owner` sends: `name=value`. */
async function sessionCookieOf(owner: { email: string; password: string }): Promise<string> {
  const res = await request(t.app)
    .post('/api/login')
    .set('X-Requested-With', 'XMLHttpRequest')
    .send({ email: owner.email, password: owner.password });
  const [cookie] = res.headers['set-cookie'] as unknown as string[];
  return cookie!.split(';')[0]!;
}

async function loggingApp() {
  const logs = captureLogs();
  const { app } = await t.createInstance({ logger: logs.logger });
  return { app, logs };
}

describe('a valid report', () => {
  it('when a browser reports a render error, then 204 and one warn line with its fields and the request id', async () => {
    const { app, logs } = await loggingApp();
    const report = validReport();
    const res = await sendReport(app, report, {
      from: freshAddress(),
      headers: { 'X-Request-Id': 'trace-client-error-1' },
    });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(reportLines(logs.lines)).toEqual([
      expect.objectContaining({
        level: 40,
        req: { id: 'trace-client-error-1', method: 'POST', url: '/api/client-errors' },
        clientError: report,
      }),
    ]);
  });

  it('when a signed-in owner reports an error quoting links and an email, then the line holds no query, email, cookie, session or address', async () => {
    const { app, logs } = await loggingApp();
    const owner = await signUpOwner(t.app);
    const cookie = await sessionCookieOf(owner);
    const from = freshAddress();
    const res = await sendReport(
      app,
      validReport({
        kind: 'unhandled',
        message: `Failed to load /reset-password?token=s3cret-token&email=${owner.email} for ${owner.email}`,
        stack:
          'Error: boom\n    at submit (https://marina.example/assets/auth.js?session=abc:3:14)',
        sentBy: owner.email,
      }),
      { from, headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(204);
    const [line] = reportLines(logs.lines);
    expect(line?.clientError).toEqual({
      kind: 'unhandled',
      name: 'TypeError',
      route: '/admin/day/:date',
      message: 'Failed to load /reset-password for [email]',
      stack: 'Error: boom\n    at submit (https://marina.example/assets/auth.js:3:14)',
    });
    const text = logs.lines.join('\n');
    for (const secret of ['s3cret-token', 'session=abc', owner.email, from, cookie]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/cookie|remoteAddress|sentBy/i);
  });

  it('when a report quotes a feed token, token=, secret=, code=, key= values and escaped emails in any field, then the line holds none of them', async () => {
    const { app, logs } = await loggingApp();
    const owner = await signUpOwner(t.app);
    const feedToken = randomBytes(32).toString('base64url');
    const escapedEmail = encodeURIComponent(owner.email);
    const secrets = {
      feedToken,
      resetToken: 'r3set-t0ken-value',
      clientSecret: 'cl1ent-s3cret-value',
      code: '482915',
      apiKey: 'ap1-k3y-value',
    };
    const res = await sendReport(
      app,
      validReport({
        kind: 'unhandled',
        name: `FeedError key=${secrets.apiKey}`,
        route: `/api/Calendar//owner/${feedToken}.ics`,
        message: `Could not load "/api/%63alendar/${feedToken}.ics" for ${escapedEmail}; reset TOKEN=${secrets.resetToken} secret=${secrets.clientSecret} Code=${secrets.code}`,
        stack:
          `Error: boom\n    at feed (https://marina.example/api/calendar%252F${feedToken}.ics:1:2)\n` +
          `    at done (reset-password#access_token=${secrets.resetToken}&state=${encodeURIComponent(escapedEmail)})`,
      }),
      { from: freshAddress() },
    );
    expect(res.status).toBe(204);
    const [line] = reportLines(logs.lines);
    expect(line?.clientError).toMatchObject({
      name: 'FeedError key=[redacted]',
      route: '/api/Calendar/[redacted]',
    });
    const text = logs.lines.join('\n');
    for (const secret of [...Object.values(secrets), feedToken.slice(0, 16), owner.email]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/%(25)*40/i);
  });
});

describe('a refused report', () => {
  it('when fields are missing, wrong or of an unknown kind, then 400 names each field and nothing is logged', async () => {
    const { app, logs } = await loggingApp();
    const res = await sendReport(
      app,
      { kind: 'fatal', name: 7, route: '/schedule?date=2030-01-01', stack: ['at x'] },
      { from: freshAddress() },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid');
    expect(fieldErrors(res.body)).toEqual({
      kind: 'Kind must be one of render, chunk, unhandled',
      name: 'Error name is required',
      message: 'Message is required',
      route: 'Route must be a path without a query string',
      stack: 'Stack must be text',
    });
    expect(reportLines(logs.lines)).toEqual([]);
  });

  it('when a field passes its limit or holds a control character, then 400 naming it; a stack keeps its line breaks', async () => {
    const { app, logs } = await loggingApp();
    const from = freshAddress();
    const long = await sendReport(
      app,
      validReport({ message: 'm'.repeat(501), name: 'n'.repeat(101), stack: 's'.repeat(4001) }),
      { from },
    );
    expect(fieldErrors(long.body)).toEqual({
      name: 'Error name must be at most 100 characters',
      message: 'Message must be at most 500 characters',
      stack: 'Stack must be at most 4000 characters',
    });
    const controls = await sendReport(
      app,
      validReport({ name: 'Type\nError', message: 'ring\u0007', stack: 'Error\n\tat x\u0000' }),
      { from },
    );
    expect(fieldErrors(controls.body)).toEqual({
      name: 'Error name must not contain control characters',
      message: 'Message must not contain control characters',
      stack: 'Stack must not contain control characters',
    });
    expect(reportLines(logs.lines)).toEqual([]);
  });

  it('when the body is over 8 KB, then 413 and nothing is logged, though other routes read 100 kB', async () => {
    const { app, logs } = await loggingApp();
    const res = await sendReport(app, { ...validReport(), padding: 'x'.repeat(9000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('too_large');
    expect(reportLines(logs.lines)).toEqual([]);
    const login = await request(app)
      .post('/api/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email: 'someone@example.test', password: 'x', padding: 'x'.repeat(9000) });
    expect(login.status).toBe(401);
  });

  it('when a report comes without X-Requested-With or from a foreign origin, then 403 and nothing is logged', async () => {
    const { app, logs } = await loggingApp();
    const bare = await request(app).post('/api/client-errors').send(validReport());
    expect(bare.status).toBe(403);
    const foreign = await sendReport(app, validReport(), {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(reportLines(logs.lines)).toEqual([]);
  });
});

describe('reports per address', () => {
  it(`when one address sends more than ${PER_MINUTE} reports in a minute, then 429 with Retry-After, while another address goes on`, async () => {
    const { app, logs } = await loggingApp();
    const busy = freshAddress();
    for (let i = 0; i < PER_MINUTE; i += 1) {
      expect((await sendReport(app, validReport(), { from: busy })).status).toBe(204);
    }
    const stopped = await sendReport(app, validReport(), { from: busy });
    expect(stopped.status).toBe(429);
    expect(stopped.body).toEqual({
      message: 'Too many error reports from this address. Please wait a minute.',
      code: 'rate_limited',
    });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(reportLines(logs.lines)).toHaveLength(PER_MINUTE);
    expect((await sendReport(app, validReport(), { from: freshAddress() })).status).toBe(204);
  });
});
