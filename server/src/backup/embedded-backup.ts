import { existsSync, readdirSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { BackupError } from './backup-error';
import { lockDataDir } from '../db/embedded-lock';
import { makePrivateDir, tightenTree } from '../lib/private-files';

/**
 * The embedded database's backup is PGlite's own dump of its data directory (dumpDataDir): a
 * gzipped tarball of the files, taken while this process holds PGlite's query lock, so no
 * write is half-done in it. It is only consistent if no other process writes the directory:
 * the data directory lock (db/embedded-lock.ts) refuses while a server holds it.
 */

/** The extensions openEmbedded loads (db/client.ts): the admin search's index needs pg_trgm. */
const extensions = { pg_trgm };

export async function backupEmbedded(pgliteDir: string, tempPath: string): Promise<void> {
  if (!existsSync(`${pgliteDir}/PG_VERSION`)) {
    throw new BackupError(`There is no embedded database in ${pgliteDir}: nothing to back up.`);
  }
  // Refused while a server holds the directory; a lock a crashed server left is taken over,
  // and opening the files recovers them as a restart would.
  const lock = lockDataDir(pgliteDir);
  const client = new PGlite({ dataDir: pgliteDir, extensions });
  try {
    // dumpDataDir before the instance is ready never settles (PGlite 0.5.16).
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(tempPath, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await client.close();
    // Opening recovers the files, and PGlite gives what it writes mode 0666.
    tightenTree(pgliteDir, { recursive: true });
    lock.release();
  }
}

/** The target must hold nothing: a restore never mixes two databases or replaces one. */
export function checkEmbeddedTargetEmpty(pgliteDir: string) {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new BackupError(
      `${pgliteDir} is not empty: restore only into an empty place. Move it aside (or set DATA_DIR to a new directory) and run this again.`,
    );
  }
}

export async function restoreEmbedded(file: string, pgliteDir: string): Promise<void> {
  makePrivateDir(pgliteDir);
  // Held for the whole load, so a server started meanwhile refuses rather than opening half.
  const lock = lockDataDir(pgliteDir);
  try {
    await loadInto(file, pgliteDir);
  } finally {
    lock.release();
  }
}

async function loadInto(file: string, pgliteDir: string): Promise<void> {
  checkEmbeddedTargetEmpty(pgliteDir);
  const tarball = await readFile(file);
  makePrivateDir(pgliteDir);
  try {
    const client = new PGlite({
      dataDir: pgliteDir,
      loadDataDir: new Blob([new Uint8Array(tarball)]),
      extensions,
    });
    await client.waitReady;
    await client.close();
    tightenTree(pgliteDir, { recursive: true });
  } catch (error) {
    // It was empty before: leave it so, never half a database (the directory itself may be
    // a mount point, so only what the load wrote goes).
    for (const entry of readdirSync(pgliteDir)) {
      rmSync(join(pgliteDir, entry), { recursive: true, force: true });
    }
    throw new BackupError(`${file} could not be restored: ${(error as Error).message}`);
  }
}
