import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * One process per embedded data directory. Two servers started on the same DATA_DIR (two
 * `npm start`s by mistake) would each run their own PostgreSQL over the same files and corrupt
 * them; the second one refuses to start instead. A lock left by a process that died (kill -9,
 * a power cut) names a pid that no longer runs, and is taken over.
 */
export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const path = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => releaseIfOurs(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(
        `Another server (pid ${holder}) is using the embedded database in ${dataDir}. ` +
          `Stop it first, or give this one another DATA_DIR. If no such server runs, delete ${path}.`,
      );
    }
    rmSync(path, { force: true });
  }
  throw new DataDirInUseError(`Could not lock ${dataDir}: another server is starting on it.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(path: string) {
  try {
    if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
  } catch {
    // Already gone.
  }
}
