import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../../test/log-capture';
import { makeToken, tokenRow, withToken } from '../../../test/kits/api-token-kit';
import { useTestApp } from '../../../test/use-test-app';

/** docs/product.md#security for API tokens: no log line holds a secret, whatever the answer. */
const t = useTestApp({ admin: true });
const logs = captureLogs();
let app: Express;

beforeAll(async () => {
  app = (await t.createInstance({ logger: logs.logger })).app;
  // Lifts named probe-… fail inside the database: a 500 with the token on the request.
  await t.database.db.execute(
    sql`alter table lifts add constraint probe_refused check (name not like 'probe-%')`,
  );
});

describe('API token secrets in logs', () => {
  it('when requests carry a token and are answered 200, 401, 403 and 500, then no log line holds its secret or hash', async () => {
    const token = await makeToken(t.admin, 'write');
    const reader = await makeToken(t.admin, 'read');
    const { tokenHash } = (await tokenRow(t.database.db, token.id))!;
    const api = withToken(app, token.secret);

    expect((await api.get('/api/bookings')).status).toBe(200);
    expect((await withToken(app, reader.secret).post('/api/lifts', {})).status).toBe(403);
    const failed = await api.post('/api/lifts', { name: 'probe-1' });
    expect(failed.status).toBe(500);
    expect((await withToken(app, `${token.secret}x`).get('/api/bookings')).status).toBe(401);
    await t.admin.client.delete(`/api/tokens/${token.id}`);
    const revoked = await request(app)
      .get(`/api/bookings?token=${token.secret}`)
      .set('Authorization', `Bearer ${token.secret}`);
    expect(revoked.status).toBe(401);
    expect(JSON.stringify(revoked.body)).not.toContain(token.secret);

    // The requests were logged (so the search below can find something)…
    expect(logs.containing('/api/bookings').length).toBeGreaterThanOrEqual(3);
    expect(logs.lines.some((line) => line.includes('unhandled error'))).toBe(true);
    // …and none of them holds a secret, or the hash that would find its row.
    // Past its shown prefix, not even a fragment of a secret.
    for (const { secret } of [token, reader]) {
      for (const part of [secret.slice(8, 20), secret.slice(20, 32), secret.slice(-12)]) {
        expect(logs.containing(part)).toEqual([]);
      }
    }
    expect(logs.containing(tokenHash)).toEqual([]);
  });
});
