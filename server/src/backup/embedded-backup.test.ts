import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../db/client';
import {
  PROCESS_TIMEOUT,
  runCli,
  writtenPath,
  contentsThenClose,
  seededMarina,
  type MarinaContents,
} from '../../test/kits/backup-kit';
import { backupFileName, partialPath } from './backup-file';
import { createBackup } from './create-backup';
import { pgliteDirOf } from './database-location';

/** The embedded database backed up and restored by the operator's commands, in real processes. */
const root = mkdtempSync(join(tmpdir(), 'marina-backup-embedded-'));
const sourceDir = join(root, 'source');
const backupDir = join(root, 'backups');
let before: MarinaContents;

beforeAll(async () => {
  before = await seededMarina(openEmbedded(pgliteDirOf(sourceDir)));
}, PROCESS_TIMEOUT);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const contentsOf = (dataDir: string) => contentsThenClose(openEmbedded(pgliteDirOf(dataDir)));
const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
const fullMode = (path: string) => (statSync(path).mode & 0o7777).toString(8);

describe('npm run backup and npm run restore on the embedded database', () => {
  it(
    'when a backup is restored into a new DATA_DIR, then every user, booking, session and pending mail is there',
    async () => {
      const backup = runCli('backup', [], { DATA_DIR: sourceDir, BACKUP_DIR: backupDir });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      const file = writtenPath(backup.stdout);
      expect(basename(file)).toMatch(/^marina-pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      expect(readdirSync(backupDir)).toEqual([basename(file)]);

      const target = join(root, 'restored');
      const restore = runCli('restore', [file], { DATA_DIR: target });
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);
      expect(restore.stdout).toMatch(/2 users, 2 bookings/);

      const after = await contentsOf(target);
      expect(after).toEqual(before);
      expect(after.sessions).toHaveLength(2);
      expect(after.mail.filter((mail) => mail.status === 'pending').length).toBeGreaterThan(0);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'when the target DATA_DIR already holds a database, then restore refuses and leaves it as it was',
    async () => {
      const file = join(backupDir, readdirSync(backupDir)[0]!);
      const restore = runCli('restore', [file], { DATA_DIR: sourceDir });
      expect(restore.status).toBe(1);
      expect(restore.stderr).toMatch(/pglite is not empty: restore only into an empty place/);
      expect(await contentsOf(sourceDir)).toEqual(before);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'when a server is running on that DATA_DIR, then backup refuses, names it, and writes no file',
    () => {
      // The lock a running server holds (db/embedded-lock.ts); this test process is alive.
      const lockFile = `${pgliteDirOf(sourceDir)}.lock`;
      writeFileSync(lockFile, String(process.pid));
      const out = join(root, 'while-running');
      try {
        const backup = runCli('backup', ['--out', out], { DATA_DIR: sourceDir });
        expect(backup.status).toBe(1);
        expect(backup.stderr).toMatch(
          `Another server (pid ${process.pid}) is using the embedded database`,
        );
        expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
      } finally {
        rmSync(lockFile, { force: true });
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'when the server was killed and left its lock and files open, then backup takes over, recovers and backs it up',
    async () => {
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
      writeFileSync(`${pgliteDirOf(sourceDir)}.lock`, gone.stdout.toString());
      // What a killed server leaves behind besides: PGlite's own marker (it always names pid -42).
      writeFileSync(join(pgliteDirOf(sourceDir), 'postmaster.pid'), '-42\n/pglite/data\n');
      const out = join(root, 'after-crash');
      const backup = runCli('backup', ['--out', out], { DATA_DIR: sourceDir });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(readdirSync(out)).toEqual([basename(writtenPath(backup.stdout))]);
      expect(existsSync(`${pgliteDirOf(sourceDir)}.lock`)).toBe(false);
      expect(await contentsOf(sourceDir)).toEqual(before);
    },
    PROCESS_TIMEOUT,
  );

  it(
    "when BACKUP_DIR is an existing 0755 folder holding an older backup open to others, then the folder keeps 0755, the backup is 0600, ours is tightened and others' files are left alone",
    () => {
      const shared = join(root, 'shared-backups');
      mkdirSync(shared);
      chmodSync(shared, 0o755);
      const older = join(shared, 'marina-pglite-2026-01-01T00-00-00Z.tar.gz');
      const other = join(shared, 'someone-elses.txt');
      for (const file of [older, other]) {
        writeFileSync(file, 'x');
        chmodSync(file, 0o644);
      }
      const backup = runCli('backup', [], { DATA_DIR: sourceDir, BACKUP_DIR: shared });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain(`made 0 folder(s) and 1 file(s) in ${shared} owner-only`);
      expect([mode(shared), mode(writtenPath(backup.stdout)), mode(older), mode(other)]).toEqual([
        '755',
        '600',
        '600',
        '644',
      ]);
      const database = readdirSync(pgliteDirOf(sourceDir), { recursive: true, encoding: 'utf8' });
      const open = database.filter(
        (entry) => (statSync(join(pgliteDirOf(sourceDir), entry)).mode & 0o077) !== 0,
      );
      expect(open).toEqual([]);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'when --out or BACKUP_DIR is writable by others or the group without the sticky bit, then backup refuses, says which folder and why, and changes nothing',
    () => {
      for (const [folderMode, how] of [
        [0o777, 'out'],
        [0o775, 'env'],
      ] as const) {
        const open = join(root, `open-${folderMode.toString(8)}`);
        mkdirSync(open);
        chmodSync(open, folderMode);
        const older = join(open, 'marina-pglite-2026-01-01T00-00-00Z.tar.gz');
        writeFileSync(older, 'x');
        chmodSync(older, 0o644);
        const backup =
          how === 'out'
            ? runCli('backup', ['--out', open], { DATA_DIR: sourceDir })
            : runCli('backup', [], { DATA_DIR: sourceDir, BACKUP_DIR: open });
        expect(backup.status).toBe(1);
        expect(backup.stderr).toContain(`${open} is writable by`);
        expect(backup.stderr).toMatch(/sticky bit/);
        expect([mode(open), readdirSync(open), mode(older)]).toEqual([
          folderMode.toString(8),
          [basename(older)],
          '644',
        ]);
      }
    },
    PROCESS_TIMEOUT,
  );

  it('when the folder, or the new one asked for, is inside a folder others may write without the sticky bit, then backup refuses and creates nothing', async () => {
    const open = join(root, 'open-parent');
    mkdirSync(join(open, 'ours'), { recursive: true });
    chmodSync(open, 0o777);
    // Anyone could rename "ours" away and put a folder of theirs in its place.
    for (const outDir of [join(open, 'ours'), join(open, 'new', 'backups')]) {
      await expect(createBackup({ dataDir: sourceDir }, { outDir })).rejects.toThrow(
        `${open} is writable by every user of this machine (mode 0777) without the sticky bit`,
      );
    }
    expect([readdirSync(open), readdirSync(join(open, 'ours'))]).toEqual([['ours'], []]);
  });

  it('when the folder is shared with the sticky bit (as /tmp, 1777), then the backup is written 0600 and the folder keeps its mode', async () => {
    const sticky = join(root, 'sticky');
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    const result = await createBackup({ dataDir: sourceDir }, { outDir: sticky });
    expect([fullMode(sticky), mode(result.path)]).toEqual(['1777', '600']);
    expect(readdirSync(sticky)).toEqual([basename(result.path)]);
  });

  it('when someone else planted a file where the backup is written first, then the backup never goes into their file', async () => {
    const sticky = join(root, 'sticky-planted');
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    const now = new Date('2026-11-29T07:00:00Z');
    // An empty file open to all at the name a backup of that second would write first: in a
    // shared folder, another user's, who would then own the backup and read it.
    const planted = partialPath(sticky, backupFileName('pglite', now));
    writeFileSync(planted, '');
    chmodSync(planted, 0o666);
    const plantedInode = statSync(planted).ino;
    await expect(createBackup({ dataDir: sourceDir }, { outDir: sticky, now })).rejects.toThrow(
      `Cannot write ${planted}: a file is already there`,
    );
    expect([readdirSync(sticky), statSync(planted).ino, statSync(planted).size]).toEqual([
      [basename(planted)],
      plantedInode,
      0,
    ]);
  });

  it('when the folder does not exist, then it and its missing parents are created 0700', async () => {
    const fresh = join(root, 'new-parent', 'backups');
    const result = await createBackup({ dataDir: sourceDir }, { outDir: fresh });
    expect([mode(join(root, 'new-parent')), mode(fresh), mode(result.path)]).toEqual([
      '700',
      '700',
      '600',
    ]);
  });
});
