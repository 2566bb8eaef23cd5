import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './embedded-lock';

const root = mkdtempSync(join(tmpdir(), 'marina-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded data directory lock', () => {
  it('when another running process holds the directory, then opening it is refused and names that pid', () => {
    const dataDir = join(root, 'held');
    // The test runner's parent runs for as long as this test does.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrowError(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrowError(`Another server (pid ${process.ppid})`);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('when the holder died without releasing it (kill -9), then the lock is taken over, and released on close', () => {
    const dataDir = join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(`${dataDir}.lock`, gone.stdout.toString());
    const lock = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
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
