import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../db/client';
import {
  PROCESS_TIMEOUT,
  runCli,
  serverDatabases,
  writtenPath,
  contentsThenClose,
  seededMarina,
  type MarinaContents,
} from '../../test/kits/backup-kit';

/** A server database backed up with pg_dump and restored with pg_restore by the CLI. */
const serverUrl = process.env.TEST_DATABASE_URL;
const root = mkdtempSync(join(tmpdir(), 'marina-backup-postgres-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const contentsOf = (url: string) => contentsThenClose(connectPostgres(url, 1));

describe('npm run backup without pg_dump', () => {
  it(
    'when pg_dump is not on PATH, then it exits 1 saying how to get it and writes nothing',
    () => {
      const out = join(root, 'no-pg-dump');
      const backup = runCli('backup', ['--out', out], {
        PATH: join(root, 'empty-bin'),
        DATABASE_URL: 'postgres://marina:secret@127.0.0.1:5432/marina',
      });
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain(
        "pg_dump was not found on PATH: install the PostgreSQL client tools (e.g. apt-get install postgresql-client-15) or back up with your provider's snapshots",
      );
      expect(backup.stdout + backup.stderr).not.toContain('secret');
      expect(() => readdirSync(out)).toThrow();
    },
    PROCESS_TIMEOUT,
  );
});

describe.runIf(serverUrl)('npm run backup and npm run restore on the PostgreSQL server', () => {
  const databases = serverDatabases(serverUrl ?? '');
  let sourceUrl: string;
  let before: MarinaContents;

  beforeAll(async () => {
    sourceUrl = await databases.create();
    before = await seededMarina(connectPostgres(sourceUrl, 2));
  });
  afterAll(() => databases.dropAll());

  it(
    'when a backup is restored into a new empty database, then every user, booking, session and pending mail is there',
    async () => {
      const backupDir = join(root, 'backups');
      const backup = runCli('backup', [`--out=${backupDir}`], { DATABASE_URL: sourceUrl });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      const file = writtenPath(backup.stdout);
      expect(basename(file)).toMatch(/^marina-pg-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
      expect(readdirSync(backupDir)).toEqual([basename(file)]);

      const targetUrl = await databases.create();
      const restore = runCli('restore', [file], { DATABASE_URL: targetUrl });
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);
      expect(restore.stdout).toMatch(/2 users, 2 bookings/);

      const after = await contentsOf(targetUrl);
      expect(after).toEqual(before);
      expect(after.sessions).toHaveLength(2);
      expect(after.mail.filter((mail) => mail.status === 'pending').length).toBeGreaterThan(0);

      // The same file into a database that holds one: refused, and nothing changes.
      const again = runCli('restore', [file], { DATABASE_URL: sourceUrl });
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/is not empty \(\d+ table\(s\) in public, migrations applied\)/);
      expect(await contentsOf(sourceUrl)).toEqual(before);
    },
    PROCESS_TIMEOUT,
  );
});
