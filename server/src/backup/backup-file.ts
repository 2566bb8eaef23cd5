import { closeSync, fsyncSync, linkSync, openSync, readSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError } from './backup-error';

export type BackupDriver = 'pg' | 'pglite';

const EXTENSION: Record<BackupDriver, string> = { pglite: 'tar.gz', pg: 'dump' };

/** marina-pglite-2026-11-26T12-30-05Z.tar.gz: sorts by time, and the name says how to restore. */
export function backupFileName(driver: BackupDriver, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `marina-${driver}-${stamp}.${EXTENSION[driver]}`;
}

/** Where a backup is written until it is complete: hidden, and never taken for a backup. */
export function partialPath(dir: string, name: string): string {
  return join(dir, `.${name}.partial`);
}

/**
 * Makes a complete temp file the backup: flushed to disk first, so a crash cannot leave a
 * named backup with missing bytes, then linked under its final name (never replacing an
 * existing backup: a second run in the same second gets "-2").
 */
export function publishBackup(tempPath: string, dir: string, name: string): string {
  const fd = openSync(tempPath, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  for (let attempt = 1; ; attempt += 1) {
    const finalName = attempt === 1 ? name : name.replace(/(\.tar\.gz|\.dump)$/, `-${attempt}$1`);
    const finalPath = join(dir, finalName);
    try {
      linkSync(tempPath, finalPath);
      unlinkSync(tempPath);
      return finalPath;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw error;
    }
  }
}

/** Which engine wrote a backup, from its first bytes (a renamed file still restores). */
export function backupDriverOf(file: string): BackupDriver {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    throw new BackupError(`${file}: no such backup file`);
  }
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'pg';
  throw new BackupError(
    `${file} is not a marina backup (neither a PGlite .tar.gz nor a pg_dump custom-format .dump)`,
  );
}
