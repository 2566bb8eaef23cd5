/**
 * Backup and restore at marina-group scale (docs/decisions/0014-operations.md): 100k bookings for
 * 2,000 owners seeded, then `npm run backup`'s and `npm run restore`'s work timed in this process
 * (the commands add tsx's start-up, about a second), and the file's size. Figures only, nothing
 * asserted.
 *
 * Run: npx tsx bench/backup.ts (embedded PGlite on disk), or with DATABASE_URL=postgres://…
 * (new databases on that server, dropped after). BENCH_BOOKINGS changes the size.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createBackup } from '../server/src/backup/create-backup';
import { restoreBackup } from '../server/src/backup/restore-backup';
import { createBenchDatabase, onServer } from './bench-database';
import { seedBookings } from './seed-bookings';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const OWNERS = Math.max(60, BOOKINGS / 50);
const serverUrl = process.env.DATABASE_URL || undefined;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** An empty place to restore into: a new DATA_DIR, or a new database on the server. */
async function emptyTarget(dir: string) {
  if (!serverUrl) {
    const dataDir = join(dir, 'restored');
    return { location: { dataDir }, drop: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `marina_bench_${process.pid}_restored`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { databaseUrl: url.toString(), dataDir: dir },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

const bench = await createBenchDatabase('backup', serverUrl);
try {
  const engine =
    bench.engine === 'embedded' ? 'embedded PGlite (on disk)' : 'the PostgreSQL server';
  console.log(`Backup and restore on ${engine}, ${BOOKINGS.toLocaleString('en')} bookings.`);
  let started = performance.now();
  await seedBookings(bench.handle.db, BOOKINGS, OWNERS);
  console.log(`seeded in ${seconds(performance.now() - started)}`);
  // The backup runs as the operator's would: with nothing else holding the database open.
  await bench.closeSeeding();

  const source = {
    databaseUrl: bench.server.databaseUrl,
    dataDir: bench.server.dataDir ?? bench.dir,
  };
  const backup = await createBackup(source, { outDir: join(bench.dir, 'backups') });
  const mb = backup.bytes / 1024 / 1024;
  console.log(`backup   ${seconds(backup.ms).padStart(7)}  ${mb.toFixed(1)} MB  ${backup.path}`);

  const target = await emptyTarget(bench.dir);
  try {
    started = performance.now();
    const restored = await restoreBackup(target.location, backup.path);
    console.log(
      `restore  ${seconds(restored.ms).padStart(7)}  ${restored.users} users, ${restored.bookings} bookings (with the migration check and counts)`,
    );
    if (restored.bookings !== BOOKINGS) throw new Error(`restored ${restored.bookings} bookings`);
  } finally {
    await target.drop();
  }
} finally {
  await bench.drop();
}
