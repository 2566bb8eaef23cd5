import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import {
  DataDirInUseError,
  lockDataDir,
  lockDataDirWhenFree,
  type StaleLockTakenOver,
} from './embedded-lock';
import { FOREIGN_STALE_MS, recordFor } from './embedded-lock-holder';

const root = mkdtempSync(join(tmpdir(), 'marina-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
/** A data directory whose lock names `record`, as a server that held it would have left it. */
function lockedBy(record: object | string): string {
  const dataDir = join(root, `dir-${(dirs += 1)}`);
  writeFileSync(`${dataDir}.lock`, typeof record === 'string' ? record : JSON.stringify(record));
  return dataDir;
}

function takeOver(dataDir: string): StaleLockTakenOver | undefined {
  let seen: StaleLockTakenOver | undefined;
  const lock = lockDataDir(dataDir, { onTakeOver: (stale) => (seen = stale) });
  expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
  lock.release();
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
  return seen;
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
};

const procState = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
};

describe('the embedded data directory lock', () => {
  it('when another running server holds the directory, then opening it is refused and names that pid', () => {
    // The test runner's parent runs for as long as this test does.
    const dataDir = lockedBy(recordFor(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrowError(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrowError(`Another server (pid ${process.ppid})`);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({
      pid: process.ppid,
    });
  });

  it('when a lock from an older release names a running process, then it is still respected', () => {
    const dataDir = lockedBy(String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrowError(`Another server (pid ${process.ppid})`);
  });

  it('when the holder died without releasing it (kill -9), then the lock is taken over, and released on close', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(gone.stdout.toString());
    expect(takeOver(lockedBy({ pid, startTime: '1' }))).toEqual({
      pid,
      reason: 'it no longer runs',
    });
  });

  it('when the holder is a zombie (exited, not yet reaped), then the lock is taken over', async () => {
    // The child exits once told to (a line on a FIFO), which the test does only after its
    // parent has exec'd into `sleep 30`, which never reaps it. (Were the child to exit first,
    // the shell itself could reap it, and no zombie would ever appear.)
    const go = join(root, `go-${(dirs += 1)}`);
    expect(spawnSync('mkfifo', [go]).status).toBe(0);
    const parent = spawn('sh', ['-c', '(read line < "$1") & echo $!; exec sleep 30', 'sh', go], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let pid: number | undefined;
    try {
      const child = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      pid = child;
      const record = recordFor(child);
      await waitFor(() => commandOf(parent.pid!) === 'sleep', 'the shell to exec into sleep 30');
      writeFileSync(go, 'exit\n');
      await waitFor(() => procState(child) === 'Z', `pid ${child} to become a zombie`);
      expect(takeOver(lockedBy(record))).toMatchObject({
        pid: child,
        reason: expect.stringMatching(/zombie/),
      });
    } finally {
      parent.kill('SIGKILL');
      // A child still waiting for its line (the test failed first) is not left behind.
      if (pid !== undefined && ![undefined, 'Z'].includes(procState(pid))) {
        process.kill(pid, 'SIGKILL');
      }
    }
  });

  it('when the pid now belongs to another program (reused after a crash), then the lock is taken over', () => {
    // Alive, but not the process that wrote the lock: its start time differs.
    const dataDir = lockedBy({ ...recordFor(process.ppid), startTime: '1' });
    expect(takeOver(dataDir)).toEqual({
      pid: process.ppid,
      reason: 'its pid now belongs to another program',
    });
  });

  it('when the lock was left in another PID namespace (a container restarted on the volume), then it counts once it is no longer refreshed', () => {
    const foreign = { ...recordFor(process.ppid), pidSpace: 'old-container boot pid:[1]' };
    const fresh = lockedBy(foreign);
    expect(() => lockDataDir(fresh)).toThrowError(DataDirInUseError);

    const abandoned = lockedBy(foreign);
    const then = new Date(Date.now() - FOREIGN_STALE_MS - 1_000);
    utimesSync(`${abandoned}.lock`, then, then);
    expect(takeOver(abandoned)?.reason).toMatch(/another PID namespace/);
  });

  it('when nobody holds it, then the first lock wins and a second open in another process would be refused', () => {
    const dataDir = join(root, 'free');
    const lock = lockDataDir(dataDir);
    const second = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./server/src/db/embedded-lock.ts').then((m) => m.lockDataDir(${JSON.stringify(dataDir)}))`,
      ],
      { encoding: 'utf8' },
    );
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain(`Another server (pid ${process.pid})`);
    lock.release();
  });
});

describe('waiting for the previous server', () => {
  it('when the holder is still running, then the new one says it waits for that pid and takes the lock once it has gone', async () => {
    const previous = spawn('sleep', ['30'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => previous.once('exit', resolve));
    const dataDir = lockedBy(recordFor(previous.pid!));
    const events: string[] = [];
    const lock = await lockDataDirWhenFree(dataDir, {
      waitMs: 60_000,
      onWait: (pid) => {
        events.push(`waiting for ${pid}`);
        previous.kill('SIGTERM');
      },
      onTakeOver: ({ pid }) => events.push(`took over from ${pid}`),
    });
    await exited;
    expect(events).toEqual([`waiting for ${previous.pid}`, `took over from ${previous.pid}`]);
    lock.release();
  });

  it('when the holder is still running after the wait, then it refuses with the clear message', async () => {
    const dataDir = lockedBy(recordFor(process.ppid));
    await expect(lockDataDirWhenFree(dataDir, { waitMs: 300 })).rejects.toThrowError(
      `Another server (pid ${process.ppid})`,
    );
  });
});
