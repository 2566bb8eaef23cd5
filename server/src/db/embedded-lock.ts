import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import {
  HEARTBEAT_MS,
  holderState,
  parseRecord,
  REASONS,
  recordFor,
  type HolderState,
} from './embedded-lock-holder';

/**
 * One process per embedded data directory. Two servers started on the same DATA_DIR (two
 * `npm start`s by mistake) would each run their own PostgreSQL over the same files and corrupt
 * them; the second one refuses to start instead. A lock whose holder can no longer be using
 * the files (dead, a zombie, its pid reused, left in another PID namespace) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    message: string,
    /** The live holder's pid, when one was seen. */
    readonly holder?: number,
  ) {
    super(message);
  }
}

export interface DataDirLock {
  release(): void;
}

export interface StaleLockTakenOver {
  pid?: number;
  reason: string;
}

export interface LockOptions {
  onTakeOver?(stale: StaleLockTakenOver): void;
}

const POLL_MS = 100;

export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const path = `${dataDir}.lock`;
  const mine = JSON.stringify(recordFor(process.pid));
  let takenOver: StaleLockTakenOver | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createLock(path, mine)) {
      if (takenOver) options.onTakeOver?.(takenOver);
      return holdLock(path, mine);
    }
    const seen = readLock(path);
    if (!seen) continue;
    const record = parseRecord(seen.text);
    const state: HolderState = record
      ? holderState(record, seen.ageMs)
      : { live: false, reason: 'unreadable' };
    if (state.live) {
      throw new DataDirInUseError(
        `Another server (pid ${record!.pid}) is using the embedded database in ${dataDir}. ` +
          `Stop it first, or give this one another DATA_DIR. If no such server runs, delete ${path}.`,
        record!.pid,
      );
    }
    // Only the lock judged stale goes: another starter may have replaced it meanwhile.
    if (readLock(path)?.text !== seen.text) continue;
    rmSync(path, { force: true });
    takenOver = { pid: record?.pid, reason: REASONS[state.reason] };
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another server is starting on it.`);
}

/**
 * A server started while the previous one on the same directory drains (SIGTERM) or is still
 * going after SIGKILL waits for it to let go, rather than refusing at the first look.
 */
export async function lockDataDirWhenFree(
  dataDir: string,
  options: LockOptions & { waitMs: number; onWait?(pid: number): void },
): Promise<DataDirLock> {
  const deadline = Date.now() + options.waitMs;
  let announced: number | undefined;
  for (;;) {
    try {
      return lockDataDir(dataDir, options);
    } catch (error) {
      const holder = error instanceof DataDirInUseError ? error.holder : undefined;
      if (holder === undefined || Date.now() >= deadline) throw error;
      if (announced !== holder) options.onWait?.(holder);
      announced = holder;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Creates the lock with its whole content at once, so a reader never sees it half written. */
function createLock(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

function readLock(path: string): { text: string; ageMs: number } | undefined {
  try {
    const ageMs = Date.now() - statSync(path).mtimeMs;
    return { text: readFileSync(path, 'utf8'), ageMs };
  } catch {
    return undefined;
  }
}

function holdLock(path: string, content: string): DataDirLock {
  // A starter in another PID namespace cannot check our pid; a fresh lock tells it we live.
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Gone: release() or an operator; nothing to refresh.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    release() {
      clearInterval(heartbeat);
      if (readLock(path)?.text === content) rmSync(path, { force: true });
    },
  };
}
