/**
 * bench/admin-render.ts's setting up: the client built into a folder of its own and served,
 * and the crew board's day made ready in a seeded database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import express from 'express';
import type { BenchDatabase } from './bench-database';

const root = join(import.meta.dirname, '..');

/** A build of our own: e2e runs rebuild the shared dist/client while this measures. */
export function buildClient(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'marina-bench-client-'));
  const result = spawnSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
}

export function serveClient(dir: string): express.RequestHandler {
  const router = express.Router();
  router.use(express.static(dir, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(join(dir, 'index.html')));
  return router;
}

/**
 * The board's day: the seed's third day (60 bookings, 6 of them cancelled) made whole, and
 * three lifts holding three quarters of it, so the board draws four columns of cards.
 */
export async function prepareBoardDay(
  bench: BenchDatabase,
  date: string,
  services: number,
): Promise<void> {
  const { db } = bench.handle;
  await db.execute(sql`update bookings set cancelled_at = null, cancel_reason = null
    where booking_date = ${date}`);
  await db.execute(
    sql`insert into lifts (name) values ('Travelift 1'), ('Travelift 2'), ('Crane')`,
  );
  await db.execute(sql`update bookings
    set lift_id = (select id from lifts order by id offset (bookings.id % 4) limit 1)
    where booking_date = ${date}`);
  const [row] = (
    await db.execute(sql`select count(*)::int as n from bookings
      where booking_date = ${date} and cancelled_at is null`)
  ).rows as { n: number }[];
  if (row?.n !== services) throw new Error(`board day ${date} holds ${row?.n} services`);
}
