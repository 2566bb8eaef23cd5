import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock on its directory: its postmaster.pid always says -42, so a second
 * process opens a directory the server holds and both write to it. Backup and restore of the
 * embedded database therefore run with the server stopped, and tell when it is not.
 */

const SERVER_PID_FILE = 'server.pid';

/**
 * For the server (index.ts) to call once it opens an embedded database in dataDir: records its
 * pid, so backup and restore can tell a running server from one that stopped. Returns the
 * release to call after the database closes.
 */
export function markEmbeddedServerRunning(dataDir: string): () => void {
  const file = join(dataDir, SERVER_PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}

export type EmbeddedState =
  | { kind: 'closed' }
  | { kind: 'server-running'; pid: number }
  /** Left open with no live server on record: a server without the pid file, or a crash. */
  | { kind: 'left-open' };

export function embeddedState(dataDir: string, pgliteDir: string): EmbeddedState {
  const pid = recordedPid(join(dataDir, SERVER_PID_FILE));
  if (pid !== undefined && isAlive(pid)) return { kind: 'server-running', pid };
  // A pid file whose process is gone: the server crashed, and opening the directory recovers.
  if (pid !== undefined) return { kind: 'closed' };
  // PGlite removes postmaster.pid when it closes cleanly.
  return existsSync(join(pgliteDir, 'postmaster.pid')) ? { kind: 'left-open' } : { kind: 'closed' };
}

function recordedPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
