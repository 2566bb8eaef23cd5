import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { apiClient } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app';
import { bootstrapAdmin } from './bootstrap-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      login: { windowMs: 60_000, limit: 3 },
      register: { windowMs: 60_000, limit: 10_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('admin bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('when the account is missing, then it is created as admin and can sign in', async () => {
    const email = uniqueEmail('boss');
    const config = testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'office-pass' });
    await bootstrapAdmin(t.database.db, config, pino({ level: 'silent' }));
    await bootstrapAdmin(t.database.db, config, pino({ level: 'silent' }));
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isAdmin).toBe(true);
    const login = await apiClient(t.app).post('/api/login', { email, password: 'office-pass' });
    expect(login.body.isAdmin).toBe(true);
  });

  it('when the account exists as an owner, then it becomes admin and keeps its password', async () => {
    const owner = await signUpOwner(t.app);
    const config = testConfig({
      ADMIN_EMAIL: owner.email.toUpperCase(),
      ADMIN_PASSWORD: 'different-pass',
    });
    await bootstrapAdmin(t.database.db, config, pino({ level: 'silent' }));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row?.isAdmin).toBe(true);
    const login = await apiClient(t.app).post('/api/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('when sign-in is attempted too often, then 429 with a message, even with the right password', async () => {
    const owner = await signUpOwner(t.app);
    const client = apiClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await client.post('/api/login', { email: owner.email, password: 'wrong-pass' })).status,
      );
    }
    // The limit is 3 a minute from one address (earlier tests here may have used some of it).
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const blocked = await client.post('/api/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many sign-in attempts/);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
