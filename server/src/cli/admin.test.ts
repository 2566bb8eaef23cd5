import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../db/client';
import { calendarFeeds, emailVerificationTokens, profiles, users } from '../db/schema';
import { verifyPassword } from '../modules/auth/password';

/** The operator's command as they run it: a real process on an embedded database. */
const root = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'marina-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each run is a fresh process that starts tsx and the embedded database: slow on a busy machine.
const PROCESS_TIMEOUT = 120_000;

function runAdmin(args: string[], env: Record<string, string>, input?: string) {
  return spawnSync(join(root, 'node_modules/.bin/tsx'), ['server/src/cli/admin.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, BCRYPT_COST: '4', ...env },
    timeout: PROCESS_TIMEOUT,
  });
}

describe('npm run admin', () => {
  it(
    'when run with --email and a piped password, then the account exists as admin with that password',
    async () => {
      const run = runAdmin(['--email', 'Office@Marina.Example'], {}, 'piped-office-pass\n');
      expect(run.stdout).toMatch(/Created admin account office@marina\.example/);
      expect(run.status).toBe(0);

      const again = runAdmin(['--email=office@marina.example'], { ADMIN_PASSWORD: 'second-pass' });
      expect(again.stdout).toMatch(/office@marina\.example is now an admin with the new password/);

      const database = openEmbedded(join(dataDir, 'pglite'));
      try {
        const [row] = await database.db.select().from(users);
        expect(row?.isAdmin).toBe(true);
        expect(await verifyPassword('second-pass', row!.passwordHash)).toBe(true);
      } finally {
        await database.close();
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'when the email is missing or the password too short, then it exits 1 with the reason',
    () => {
      const noEmail = runAdmin([], { ADMIN_PASSWORD: 'long-enough' });
      expect(noEmail.status).toBe(1);
      expect(noEmail.stderr).toMatch(/Usage: npm run admin -- --email/);
      const short = runAdmin(['--email', 'a@b.co'], { ADMIN_PASSWORD: '123' });
      expect(short.status).toBe(1);
      expect(short.stderr).toMatch(/Password must be at least 6 characters/);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'when run for an owner with another preferred email and a calendar feed, then the email becomes the account email, the pending link dies and the feed is gone',
    async () => {
      const email = 'sailor@marina.example';
      const seeded = openEmbedded(join(dataDir, 'pglite'));
      try {
        await seeded.migrate();
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
        await seeded.db.insert(emailVerificationTokens).values({
          userId: user!.id,
          email: 'stranger@elsewhere.example',
          tokenHash: 'f'.repeat(64),
          expiresAt: new Date(Date.now() + 3_600_000),
        });
      } finally {
        await seeded.close();
      }

      const run = runAdmin(['--email', email], { ADMIN_PASSWORD: 'office-pass' });
      expect(run.status).toBe(0);

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
      } finally {
        await database.close();
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'when the database fails a query with an unexpected error, then it exits 1 and prints the log-safe form, never the query parameters',
    async () => {
      const failing = mkdtempSync(join(tmpdir(), 'marina-admin-cli-failing-'));
      try {
        const seeded = openEmbedded(join(failing, 'pglite'));
        try {
          await seeded.migrate();
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
        const run = runAdmin(['--email', 'leak-check@marina.example'], {
          DATA_DIR: failing,
          ADMIN_PASSWORD: 'never-printed-pass',
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain('accounts are frozen');
        expect(run.stderr).not.toContain('leak-check@marina.example');
        expect(run.stderr).not.toMatch(/params:|\$2[aby]\$/);
      } finally {
        rmSync(failing, { recursive: true, force: true });
      }
    },
    PROCESS_TIMEOUT,
  );
});
