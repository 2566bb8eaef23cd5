import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything the product writes (DATA_DIR, the embedded database, the outbox, the session
 * secret, backups) holds owners' data or secrets, so it is owner-only: 0700 folders, 0600 files.
 * PostgreSQL refuses a data directory open to others; we repair instead, since `mkdir data`
 * with the usual umask is what a person does first.
 */

const GROUP_AND_OTHERS = 0o077;

/** New files and folders of this process: owner-only whatever the caller's umask was. */
export function restrictNewFiles(): void {
  process.umask(GROUP_AND_OTHERS);
}

/** A folder the product writes into, created owner-only (an existing one: see tightenTree). */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

export interface Tightened {
  folders: number;
  files: number;
  /** The first few paths changed, for the log line. */
  examples: string[];
  /** Paths whose mode could not be changed (owned by another user). */
  failed: string[];
}

/**
 * Removes group and other bits from `root` and, when `recursive`, from everything below it.
 * `include` limits which entries of a non-recursive walk are touched (a shared BACKUP_DIR).
 * Symbolic links are never followed: their target may be anyone's.
 */
export function tightenTree(
  root: string,
  options: { recursive: boolean; include?: (name: string) => boolean },
): Tightened {
  const result: Tightened = { folders: 0, files: 0, examples: [], failed: [] };
  const visit = (path: string, depth: number) => {
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch {
      return;
    }
    if (stats.isSymbolicLink()) return;
    try {
      if (tightenOne(path, stats)) {
        if (stats.isDirectory()) result.folders += 1;
        else result.files += 1;
        if (result.examples.length < 3) result.examples.push(path);
      }
    } catch {
      result.failed.push(path);
    }
    if (!stats.isDirectory() || (depth > 0 && !options.recursive)) return;
    for (const name of readdirSync(path)) {
      if (depth === 0 && options.include && !options.include(name)) continue;
      visit(join(path, name), depth + 1);
    }
  };
  visit(root, 0);
  return result;
}

function tightenOne(path: string, stats: Stats): boolean {
  if ((stats.mode & GROUP_AND_OTHERS) === 0) return false;
  chmodSync(path, stats.mode & 0o700);
  return true;
}

/** One line for the log, or undefined when nothing needed changing. */
export function describeTightened(what: string, tightened: Tightened): string | undefined {
  const { folders, files, failed } = tightened;
  if (folders + files + failed.length === 0) return undefined;
  const changed = `made ${folders} folder(s) and ${files} file(s) in ${what} owner-only (they were open to group or others)`;
  return failed.length === 0
    ? changed
    : `${changed}; could not change ${failed.length} (owned by another user): ${failed.slice(0, 3).join(', ')}`;
}
