import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema';
import { apiClient, logIn } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { browserKeys } from '../../../test/fake-push/push-decrypt';
import { makeToken, revocationsOf, withToken } from '../../../test/kits/api-token-kit';
import { testConfig } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { setAdminAccount } from './admin-account';
import { bootstrapAdmin } from './bootstrap-admin';

const t = useTestApp({
  rateLimits: {
    login: { windowMs: 60_000, limit: 3 },
    register: { windowMs: 60_000, limit: 10_000 },
  },
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
    const login = await logIn(t.app, email, 'office-pass');
    expect(login.body.isAdmin).toBe(true);
  });

  it('when ADMIN_EMAIL names an owner who registered it first, then start-up leaves it an owner and warns', async () => {
    const squatter = await signUpOwner(t.app);
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const config = testConfig({
      ADMIN_EMAIL: squatter.email.toUpperCase(),
      ADMIN_PASSWORD: 'different-pass',
    });
    await bootstrapAdmin(t.database.db, config, logger);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(row?.isAdmin).toBe(false);
    expect((await squatter.client.get('/api/user')).body.isAdmin).toBe(false);
    expect(lines.join('')).toMatch(
      /ADMIN_EMAIL names an existing owner account, which was NOT made admin/,
    );
    expect(lines.join('')).toMatch(/npm run admin -- --email/);
  });

  it('when the operator runs the admin command for that address, then it becomes admin with the new password and the old sessions and push subscriptions end', async () => {
    const squatter = await signUpOwner(t.app);
    const keys = browserKeys();
    const subscribed = await squatter.client.post('/api/push/subscriptions', {
      endpoint: `https://93.184.215.14/push/squatter-${keys.auth}`,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    expect(subscribed.status).toBe(201);
    const result = await setAdminAccount(t.database.db, {
      email: ` ${squatter.email.toUpperCase()} `,
      password: 'office-chosen-pass',
      bcryptCost: 4,
    });
    expect(result).toEqual({
      userId: squatter.user.id,
      email: squatter.email,
      created: false,
      sessionsEnded: 1,
      apiTokensEnded: 0,
    });
    expect((await squatter.client.get('/api/user')).status).toBe(401);
    const old = await logIn(t.app, squatter.email, squatter.password);
    expect(old.status).toBe(401);
    const office = await logIn(t.app, squatter.email, 'office-chosen-pass');
    expect(office.body.isAdmin).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, squatter.user.id)),
    ).toEqual([]);
  });

  it('when the operator runs the admin command for an admin who made API tokens, then the tokens answer 401 and their end is audited with no actor', async () => {
    // Promoted in place rather than signed in again: this file allows 3 sign-ins a minute.
    const admin = await signUpOwner(t.app);
    await t.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, admin.user.id));
    const token = await makeToken(admin, 'read');
    expect((await withToken(t.app, token.secret).get('/api/lifts')).status).toBe(200);

    const result = await setAdminAccount(t.database.db, {
      email: admin.email,
      password: 'office-chosen-pass',
      bcryptCost: 4,
    });

    expect(result.apiTokensEnded).toBe(1);
    expect((await withToken(t.app, token.secret).get('/api/lifts')).status).toBe(401);
    const audits = await revocationsOf(t.database.db, token.id);
    expect(audits).toEqual([
      expect.objectContaining({ actorId: null, after: { endedBy: 'admin-command' } }),
    ]);
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
