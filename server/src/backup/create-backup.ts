import { chmodSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError } from './backup-error';
import { pgliteDirOf, type DatabaseLocation } from './database-location';
import { backupFileName, partialPath, publishBackup, type BackupDriver } from './backup-file';
import { backupEmbedded } from './embedded-backup';
import { backupPostgres } from './postgres-backup';
import { findOnPath } from './postgres-tools';
import { describeTightened, makePrivateDir, tightenTree } from '../lib/private-files';

export interface BackupResult {
  path: string;
  bytes: number;
  ms: number;
  /** What was made owner-only in the backup folder, if anything was open to others. */
  tightened?: string;
}

export async function createBackup(
  location: DatabaseLocation,
  options: { outDir: string; now?: Date },
): Promise<BackupResult> {
  const started = performance.now();
  const driver: BackupDriver = location.databaseUrl ? 'pg' : 'pglite';
  // Before anything is written: a missing pg_dump leaves no trace.
  if (driver === 'pg') findOnPath('pg_dump');
  const outDir = resolve(options.outDir);
  let tightened: string | undefined;
  try {
    makePrivateDir(outDir);
    // BACKUP_DIR may be shared: only the folder and our own backups are ours to change.
    tightened = describeTightened(
      outDir,
      tightenTree(outDir, { recursive: false, include: (entry) => /^\.?marina-/.test(entry) }),
    );
  } catch (error) {
    throw new BackupError(`Cannot create ${outDir}: ${(error as Error).message}`);
  }
  const name = backupFileName(driver, options.now ?? new Date());
  const temp = partialPath(outDir, name);
  try {
    if (location.databaseUrl) await backupPostgres(location.databaseUrl, temp);
    else {
      await backupEmbedded(pgliteDirOf(location.dataDir), temp);
    }
    // pg_dump creates its file under the caller's umask; a backup is the whole database.
    chmodSync(temp, 0o600);
    const path = publishBackup(temp, outDir, name);
    return { path, bytes: statSync(path).size, ms: performance.now() - started, tightened };
  } finally {
    rmSync(temp, { force: true });
  }
}
