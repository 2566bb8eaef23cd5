import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { BackupError } from './backup-error';
import { describeTightened, type Tightened } from '../lib/private-files';

/**
 * The folder a backup goes into (--out or BACKUP_DIR). A folder we create is ours: owner-only.
 * A folder that was there is someone's choice, perhaps shared with other users: its mode is
 * never changed. It must not let anyone else replace or remove what we write in it: a folder
 * writable by group or others is refused unless it has the sticky bit (as /tmp, 1777), under
 * which only a file's owner may rename or delete it. Group-writable (0775) is refused too: a
 * member of the group could swap a backup for a doctored one that a restore later loads, and
 * the command cannot tell who is in the group, so a shared folder needs the sticky bit. Every
 * folder above it follows the same rule: whoever may rename an entry there could put a folder
 * of theirs in place of ours.
 */

const GROUP_OR_OTHERS_WRITE = 0o022;
const STICKY = 0o1000;
const OCTAL_MODE = 0o7777;

/** Checks or creates the folder; says which of our older backups it made owner-only. */
export function prepareBackupFolder(dir: string): string | undefined {
  checkAncestors(dir);
  const existing = folderStats(dir);
  if (!existing && createOwnerOnly(dir)) return undefined;
  checkNotOpen(dir, existing ?? folderStats(dir)!);
  return describeTightened(dir, tightenOurBackups(dir));
}

/** Every folder above `dir`, as written and as links resolve them (the root last). */
function checkAncestors(dir: string): void {
  const written = foldersAbove(dir);
  const existing = [dir, ...written].find((path) => folderStats(path));
  const real = existing === undefined ? undefined : realpathSync(existing);
  const resolved = real ? foldersAbove(real) : [];
  if (real && existing !== dir) resolved.unshift(real);
  for (const path of new Set([...written, ...resolved])) {
    const stats = folderStats(path);
    if (stats) checkNotOpen(path, stats);
  }
}

function foldersAbove(path: string): string[] {
  const found: string[] = [];
  for (let up = dirname(path); ; up = dirname(up)) {
    found.push(up);
    if (dirname(up) === up) return found;
  }
}

function folderStats(dir: string): Stats | undefined {
  try {
    // Followed: a link to the folder is how an operator points at a mount; the target's mode counts.
    return statSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new BackupError(`Cannot use ${dir}: ${(error as Error).message}`);
  }
}

/** False when another process created it meanwhile: then it is checked as any existing one. */
function createOwnerOnly(dir: string): boolean {
  try {
    mkdirSync(dirname(dir), { recursive: true, mode: 0o700 });
    mkdirSync(dir, { mode: 0o700 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new BackupError(`Cannot create ${dir}: ${(error as Error).message}`);
  }
}

function checkNotOpen(dir: string, stats: Stats): void {
  if (!stats.isDirectory()) throw new BackupError(`${dir} is not a folder: nothing was written.`);
  const mode = stats.mode & OCTAL_MODE;
  if ((mode & GROUP_OR_OTHERS_WRITE) === 0 || (mode & STICKY) !== 0) return;
  const who = mode & 0o002 ? 'every user of this machine' : 'its group';
  throw new BackupError(
    `${dir} is writable by ${who} (mode ${mode.toString(8).padStart(4, '0')}) without the sticky bit, so anyone who may write there could replace or remove a backup. Nothing was written and the folder was left as it is. Use a folder only you can write to (it is created 0700 if missing), or one with the sticky bit (chmod +t, as /tmp).`,
  );
}

/**
 * Earlier backups of ours left open to others (an older release, a copy by hand): made
 * owner-only. Only regular files we own whose names are ours; a shared folder's other
 * files, and the folder itself, are left alone.
 */
function tightenOurBackups(dir: string): Tightened {
  const result: Tightened = { folders: 0, files: 0, examples: [], failed: [] };
  for (const name of readdirSync(dir)) {
    if (!/^\.?marina-/.test(name)) continue;
    const path = join(dir, name);
    const stats = lstatSync(path, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.uid !== process.getuid?.() || (stats.mode & 0o077) === 0) {
      continue;
    }
    try {
      chmodSync(path, stats.mode & 0o700);
      result.files += 1;
      if (result.examples.length < 3) result.examples.push(path);
    } catch {
      result.failed.push(path);
    }
  }
  return result;
}
