import { chmodSync, closeSync, openSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError } from './backup-error';
import { pgliteDirOf, type DatabaseLocation } from './database-location';
import { backupFileName, partialPath, publishBackup, type BackupDriver } from './backup-file';
import { prepareBackupFolder } from './backup-folder';
import { backupEmbedded } from './embedded-backup';
import { backupPostgres } from './postgres-backup';
import { findOnPath } from './postgres-tools';

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
  const tightened = prepareBackupFolder(outDir);
  const name = backupFileName(driver, options.now ?? new Date());
  const temp = partialPath(outDir, name);
  createExclusive(temp);
  try {
    if (location.databaseUrl) await backupPostgres(location.databaseUrl, temp);
    else {
      await backupEmbedded(pgliteDirOf(location.dataDir), temp);
    }
    // Created 0600 above and only truncated by pg_dump, but a backup is the whole database.
    chmodSync(temp, 0o600);
    const path = publishBackup(temp, outDir, name);
    return { path, bytes: statSync(path).size, ms: performance.now() - started, tightened };
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * The backup is written into a file this run created, owner-only: in a shared folder (sticky,
 * as /tmp) a file someone else put at that name first would otherwise receive the backup and
 * stay theirs to read.
 */
function createExclusive(path: string): void {
  try {
    closeSync(openSync(path, 'wx', 0o600));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EEXIST'
        ? "a file is already there (another backup in the same second, or someone else's file)"
        : (error as Error).message;
    throw new BackupError(`Cannot write ${path}: ${reason}. Nothing was written.`);
  }
}
