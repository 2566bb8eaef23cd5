import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who holds the embedded data directory, and whether that process can still be using it. A pid
 * alone lies: an exiting process and a zombie still answer kill(pid, 0), a pid is reused by
 * an unrelated program after a crash, and in a container restarted on the same volume the old
 * pid means nothing. So the lock records the holder's start time (field 22 of /proc/<pid>/stat)
 * and where pids are valid (host, boot, PID namespace).
 */
export interface LockRecord {
  pid: number;
  /** Clock ticks after boot at which the holder started; absent without /proc. */
  startTime?: string;
  /** hostname, boot id and PID namespace: the space in which `pid` names a process. */
  pidSpace?: string;
}

export type HolderState =
  | { live: true }
  | { live: false; reason: 'gone' | 'zombie' | 'reused' | 'elsewhere' | 'unreadable' };

/** A holder seen from another PID space keeps its lock fresh this often… */
export const HEARTBEAT_MS = 2_000;
/** …and is taken for gone once the lock has not been refreshed for this long. */
export const FOREIGN_STALE_MS = 10_000;

export function recordFor(pid: number): LockRecord {
  const stat = readStat(pid);
  return { pid, startTime: stat?.startTime, pidSpace: currentPidSpace() };
}

export function parseRecord(text: string): LockRecord | undefined {
  // Before 2026-11 the lock held the bare pid.
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()) };
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    return Number.isInteger(value.pid) && value.pid! > 0 ? (value as LockRecord) : undefined;
  } catch {
    return undefined;
  }
}

export function holderState(record: LockRecord, lockAgeMs: number): HolderState {
  if (record.pidSpace !== undefined && record.pidSpace !== currentPidSpace()) {
    return lockAgeMs < FOREIGN_STALE_MS ? { live: true } : { live: false, reason: 'elsewhere' };
  }
  if (!procAvailable())
    return signalable(record.pid) ? { live: true } : { live: false, reason: 'gone' };
  const stat = readStat(record.pid);
  if (!stat) return { live: false, reason: 'gone' };
  // Z: exited, waiting for its parent; X: being removed. Either has let go of every file.
  if (stat.state === 'Z' || stat.state === 'X') return { live: false, reason: 'zombie' };
  if (record.startTime !== undefined && record.startTime !== stat.startTime) {
    return { live: false, reason: 'reused' };
  }
  return { live: true };
}

export const REASONS: Record<Exclude<HolderState, { live: true }>['reason'], string> = {
  gone: 'it no longer runs',
  zombie: 'it has exited (a zombie waiting for its parent)',
  reused: 'its pid now belongs to another program',
  elsewhere: `it was left in another PID namespace, boot or host and not refreshed for ${FOREIGN_STALE_MS / 1000} s`,
  unreadable: 'the lock file is unreadable',
};

function readStat(pid: number): { state: string; startTime: string } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Field 2, the command name, is in parentheses and may hold spaces and parentheses itself.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); field 22 (start time) is fields[19].
  const [state, startTime] = [fields[0], fields[19]];
  return state && startTime ? { state, startTime } : undefined;
}

let pidSpace: string | undefined;
function currentPidSpace(): string {
  if (pidSpace !== undefined) return pidSpace;
  const read = (read: () => string) => {
    try {
      return read().trim();
    } catch {
      return '';
    }
  };
  pidSpace = [
    hostname(),
    read(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8')),
    read(() => readlinkSync('/proc/self/ns/pid')),
  ].join(' ');
  return pidSpace;
}

function procAvailable(): boolean {
  return readStat(process.pid) !== undefined;
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
