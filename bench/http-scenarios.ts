/**
 * run.ts's HTTP scenarios (floor, healthz, available, signed-in) on one seeded database: the
 * app and the floor server in child processes, autocannon here, then the target lines.
 */
import { join } from 'node:path';
import { addServiceDays, marinaToday } from '../shared/marina-time';
import {
  checkSignedIn,
  createSessionCookies,
  startAppProcess,
  type AppProcess,
} from './app-process';
import { createBenchDatabase } from './bench-database';
import { measure, verdict, type Figure, type Owners } from './load';
import { seedBookings } from './seed-bookings';
import { seedLiftsAndBoats } from './seed-lifts';
import { recordInfo } from './summary';

const OWNERS = 5_000;
const BOOKINGS = 20_000;
/** Above the seed's ~20 a deadline, so the answers say 'available' as on most days. */
const SLOT_CAPACITY = '25';
/** Signed-in runs go as owners 2..201 in turn (owner1 is the seed's admin). */
const SIGNED_IN_OWNERS = Array.from({ length: 200 }, (_, i) => i + 2);
const TZ = 'America/New_York';

export interface HttpScenarioOptions {
  serverUrl: string | undefined;
  seconds: number;
  runs: (scenario: 'floor' | 'healthz' | 'available' | 'signed-in') => boolean;
}

export async function runHttpScenarios({ serverUrl, seconds, runs }: HttpScenarioOptions) {
  const today = marinaToday(new Date(), TZ);
  const bench = await createBenchDatabase('base', serverUrl);
  let app: AppProcess | undefined;
  let floor: AppProcess | undefined;
  try {
    let started = performance.now();
    // 60 a day from 100 days ago: the queried date (a week ahead) holds ~60 bookings.
    await seedBookings(bench.handle.db, BOOKINGS, OWNERS, { from: addServiceDays(today, -100) });
    const boatIds = await seedLiftsAndBoats(bench.handle.db, SIGNED_IN_OWNERS);
    const cookies = await createSessionCookies(bench.handle.db, SIGNED_IN_OWNERS);
    await bench.closeSeeding();
    console.log(
      `Seeded ${OWNERS} owners and ${BOOKINGS} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s on ${bench.engine === 'postgres' ? 'PostgreSQL' : 'embedded PGlite (on disk)'}; ${seconds} s per run after a 2 s warm-up.`,
    );

    started = performance.now();
    const logFile = join(bench.dir, 'app.log');
    app = await startAppProcess({ ...bench.server, logFile, env: { SLOT_CAPACITY } });
    if (runs('floor')) {
      floor = await startAppProcess({
        entry: 'bench/floor-server.ts',
        env: { ...bench.floorEnv(), SLOT_CAPACITY },
      });
    }
    console.log(`Servers up in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
    const user = await checkSignedIn(app.base, cookies[0]!);
    if (user.id !== SIGNED_IN_OWNERS[0]) throw new Error(`signed in as ${user.id}`);
    const signedIn: Owners = { cookies };
    const ownBookings: Owners = {
      cookies,
      paths: SIGNED_IN_OWNERS.map((id) => `/api/bookings/user/${id}`),
    };
    const query = `/api/timeslots/available?date=${addServiceDays(today, 7)}&serviceType=launch`;

    const figures = new Map<string, Figure>();
    const run = async (key: string, title: string, url: string, connections: number, as?: Owners) =>
      figures.set(key, await measure(title, url, { connections, seconds, as }));
    for (const connections of [1, 50]) {
      if (floor)
        await run(
          `floor@${connections}`,
          'floor (node:http + 1 query)',
          `${floor.base}${query}`,
          connections,
        );
      if (runs('healthz'))
        await run(`healthz@${connections}`, 'GET /healthz', `${app.base}/healthz`, connections);
      if (runs('available')) {
        await run(
          `anon@${connections}`,
          'GET /api/timeslots/available (anonymous)',
          `${app.base}${query}`,
          connections,
        );
        await run(
          `user@${connections}`,
          'GET /api/timeslots/available (signed in)',
          `${app.base}${query}`,
          connections,
          signedIn,
        );
        if (connections === 50) {
          // Each owner asks for their own boat: the lifts' loads decide the places left. The
          // ratio's two reads take turns, three times each, and the median pair decides: one
          // run of each swung the ratio from 1.15 to 1.48 with what else the machine did.
          const forBoat: Owners = { cookies, paths: boatIds.map((id) => `${query}&boatId=${id}`) };
          for (const turn of [1, 2, 3]) {
            if (turn > 1)
              await run(
                `user@50#${turn}`,
                `GET /api/timeslots/available (signed in), turn ${turn}`,
                `${app.base}${query}`,
                connections,
                signedIn,
              );
            await run(
              `boat@50#${turn}`,
              `GET /api/timeslots/available?boatId (signed in), turn ${turn}`,
              `${app.base}${query}`,
              connections,
              forBoat,
            );
          }
        }
      }
    }
    if (runs('signed-in')) {
      await run('me@50', 'GET /api/user (signed in)', `${app.base}/api/user`, 50, signedIn);
      await run(
        'mine@50',
        'GET /api/bookings/user/{own id} (signed in)',
        `${app.base}/api/bookings/user/${user.id}`,
        50,
        ownBookings,
      );
    }
    for (const figure of figures.values()) {
      recordInfo(
        `${figure.title} @${figure.connections}`,
        `${Math.round(figure.rps)} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms`,
        figure.errors + figure.non2xx ? `${figure.errors} errors, ${figure.non2xx} non-2xx` : '',
      );
    }
    printTargets(figures, bench.engine);
  } finally {
    await floor?.stop();
    await app?.stop();
    await bench.drop();
  }
}

const FLOOR = 'req/s of bare node:http + 1 query';
const HEALTHZ = "req/s of the app's /healthz";

function printTargets(figures: Map<string, Figure>, engine: 'embedded' | 'postgres') {
  const lines: string[] = [];
  for (const who of ['anon', 'user'] as const) {
    for (const connections of [1, 50]) {
      const path = figures.get(`${who}@${connections}`);
      if (!path) continue;
      const label = `availability ${who === 'anon' ? 'anonymous' : 'signed in'} @${connections}`;
      const floor = figures.get(`floor@${connections}`);
      const health = figures.get(`healthz@${connections}`);
      if (floor) {
        const ratio = path.rps / floor.rps;
        const title = `${label} / floor`;
        if (engine === 'embedded') {
          lines.push(verdict(title, ratio.toFixed(3), '>= 0.70', ratio >= 0.7, FLOOR));
        } else {
          recordInfo(title, ratio.toFixed(3), `${FLOOR} (no target on PostgreSQL)`);
          lines.push(
            `  ${title.padEnd(52)} ${ratio.toFixed(3).padStart(9)}   (no target on PostgreSQL)`,
          );
        }
      }
      if (health) {
        const ratio = path.rps / health.rps;
        lines.push(
          verdict(`${label} / healthz`, ratio.toFixed(3), '>= 0.70', ratio >= 0.7, HEALTHZ),
        );
      }
      if (connections === 1) {
        lines.push(verdict(`${label}: p50`, `${path.p50} ms`, '<= 5 ms', path.p50 <= 5));
      }
    }
  }
  const pairs = [1, 2, 3].flatMap((turn) => {
    const plain = figures.get(turn === 1 ? 'user@50' : `user@50#${turn}`);
    const forBoat = figures.get(`boat@50#${turn}`);
    return plain && forBoat ? [plain.rps / forBoat.rps] : [];
  });
  if (pairs.length) {
    const ratio = pairs.sort((a, b) => a - b)[Math.floor(pairs.length / 2)]!;
    lines.push(
      verdict(
        'availability with boatId: signed-in req/s ÷ with boatId @50',
        ratio.toFixed(3),
        '<= 1.30',
        ratio <= 1.3,
        `the same read without boatId (median of ${pairs.map((r) => r.toFixed(2)).join(', ')})`,
      ),
    );
  }
  if (lines.length)
    console.log(
      `\nTargets (${engine === 'embedded' ? 'embedded PGlite' : 'PostgreSQL'})\n${lines.join('\n')}`,
    );
}
