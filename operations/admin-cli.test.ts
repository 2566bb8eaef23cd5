import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { openEmbedded } from '../server/src/db/client';
import {
  apiTokens,
  auditLog,
  calendarFeeds,
  emailVerificationTokens,
  profiles,
  users,
} from '../server/src/db/schema';
import { verifyPassword } from '../server/src/modules/auth/password';
import { runAdmin } from './support/admin-command';
import { temporaryDataDir } from './support/app-instance';

/**
 * The operator's command as they run it: a real process on an embedded database. Each test has
 * a DATA_DIR of its own, so they run at once: each run starts tsx and a database, seconds of
 * CPU, and one run's wait for the disk is another's turn on a core.
 */
describe.concurrent('npm run admin', () => {
  it('when run with --email and a piped password, then the account exists as admin with that password', async ({
    expect,
  }) => {
    // Empty: the command creates and migrates the database, as on an operator's first run.
    const dataDir = temporaryDataDir();
    const run = await runAdmin(
      ['--email', 'Office@Marina.Example'],
      { DATA_DIR: dataDir },
      'piped-office-pass\n',
    );
    expect(run.stdout).toMatch(/Created admin account office@marina\.example/);
    expect(run.status).toBe(0);

    const again = await runAdmin(['--email=office@marina.example'], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'second-pass',
    });
    expect(again.stdout).toMatch(/office@marina\.example is now an admin with the new password/);

    const database = openEmbedded(join(dataDir, 'pglite'));
    try {
      const [row] = await database.db.select().from(users);
      expect(row?.isAdmin).toBe(true);
      expect(await verifyPassword('second-pass', row!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('when the email is missing or the password too short, then it exits 1 with the reason', async ({
    expect,
  }) => {
    const dataDir = temporaryDataDir();
    const [noEmail, short] = await Promise.all([
      runAdmin([], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'long-enough' }),
      runAdmin(['--email', 'a@b.co'], { DATA_DIR: dataDir, ADMIN_PASSWORD: '123' }),
    ]);
    expect(noEmail.status).toBe(1);
    expect(noEmail.stderr).toMatch(/Usage: npm run admin -- --email/);
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/Password must be at least 6 characters/);
  });

  it('when run for an owner with another preferred email, a calendar feed and an API token, then the email becomes the account email, the pending link dies, the feed and the token are gone', async ({
    expect,
  }) => {
    const email = 'sailor@marina.example';
    const dataDir = temporaryDataDir({ database: true });
    const seeded = openEmbedded(join(dataDir, 'pglite'));
    try {
      const [user] = await seeded.db
        .insert(users)
        .values({ email, ownerName: 'Sam Sailor', username: email, passwordHash: 'x' })
        .returning();
      await seeded.db.insert(profiles).values({
        userId: user!.id,
        fullName: 'Sam Sailor',
        preferredEmail: 'stranger@elsewhere.example',
        preferredEmailVerifiedAt: new Date(),
      });
      await seeded.db
        .insert(calendarFeeds)
        .values({ userId: user!.id, scope: 'owner', tokenHash: 'e'.repeat(64) });
      // As a demoted admin's token would be, had it survived: the command ends it all the same.
      await seeded.db.insert(apiTokens).values({
        userId: user!.id,
        name: 'Left behind',
        scope: 'write',
        tokenHash: 'd'.repeat(64),
        prefix: 'mk_dddd',
      });
      await seeded.db.insert(emailVerificationTokens).values({
        userId: user!.id,
        email: 'stranger@elsewhere.example',
        tokenHash: 'f'.repeat(64),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    } finally {
      await seeded.close();
    }

    const run = await runAdmin(['--email', email], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'office-pass',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/0 session\(s\) and 1 API token\(s\) ended/);

    const database = openEmbedded(join(dataDir, 'pglite'));
    try {
      const rows = await database.db.select().from(profiles);
      expect(rows.find((row) => row.fullName === 'Sam Sailor')).toMatchObject({
        preferredEmail: email,
        preferredEmailVerifiedAt: null,
      });
      const [token] = await database.db.select().from(emailVerificationTokens);
      expect(token?.usedAt).not.toBeNull();
      expect(await database.db.select().from(calendarFeeds)).toEqual([]);
      expect(await database.db.select().from(apiTokens)).toEqual([]);
      expect(await database.db.select().from(auditLog)).toEqual([
        expect.objectContaining({ action: 'api-token.revoke', actorId: null }),
      ]);
    } finally {
      await database.close();
    }
  });

  it('when the database fails a query with an unexpected error, then it exits 1 and prints the log-safe form, never the query parameters', async ({
    expect,
  }) => {
    const failing = temporaryDataDir({ database: true });
    const seeded = openEmbedded(join(failing, 'pglite'));
    try {
      // Any unexpected database error: this one refuses every new account.
      await seeded.db.execute(
        sql.raw(`create function refuse_users() returns trigger language plpgsql as
          $$ begin raise exception 'accounts are frozen'; end $$`),
      );
      await seeded.db.execute(
        sql.raw(`create trigger refuse_users before insert on users
          for each row execute function refuse_users()`),
      );
    } finally {
      await seeded.close();
    }
    const run = await runAdmin(['--email', 'leak-check@marina.example'], {
      DATA_DIR: failing,
      ADMIN_PASSWORD: 'never-printed-pass',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('accounts are frozen');
    expect(run.stderr).not.toContain('leak-check@marina.example');
    expect(run.stderr).not.toMatch(/params:|\$2[aby]\$/);
  });
});
