/**
 * The floor: the least a server can do to answer GET /api/timeslots/available over the same
 * database engine as the app. Bare node:http, one hand-written query (capacities, overrides,
 * closures and active bookings), the app's JSON shape. No framework, sessions or logging.
 * Run as a child process by the bench (bench/app-process.ts); settings from the environment:
 * PORT, HOST, DATABASE_URL (a pg Pool of 10, as the app's) or FLOOR_PGLITE_DIR (on-disk
 * PGlite), SLOT_CAPACITY, MARINA_TZ, BOOKING_HORIZON_DAYS.
 */
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const env = process.env;
const slotCapacity = Math.trunc(Number(env.SLOT_CAPACITY ?? 4));
const timeZone = env.MARINA_TZ ?? 'America/New_York';
const horizonDays = Math.trunc(Number(env.BOOKING_HORIZON_DAYS ?? 365));

// Reasons in the app's order (availability-service.ts), for an anonymous viewer.
const AVAILABILITY_SQL = `
  with deadline(time_slot, starts) as (
    values ('10:00 AM', time '10:00'), ('12:00 PM', time '12:00'), ('3:00 PM', time '15:00')
  ),
  facts as (
    select d.time_slot,
      ($1::date + d.starts) at time zone $3 as starts_at,
      (now() at time zone $3)::date as today,
      coalesce(own.capacity, day.capacity, dflt.capacity, $2::int) as capacity,
      case when own.closed then own.reason when day.closed then day.reason end as closed_reason,
      coalesce(own.closed, false) or coalesce(day.closed, false) as closed,
      (select count(*)::int from bookings b
        where b.booking_date = $1::date and b.time_slot = d.time_slot and b.cancelled_at is null) as taken
    from deadline d
    left join slot_capacities dflt on dflt.time_slot = d.time_slot
    left join slot_overrides own on own.date = $1::date and own.time_slot = d.time_slot
    left join slot_overrides day on day.date = $1::date and day.time_slot is null
  )
  select time_slot as "timeSlot", capacity, greatest(0, capacity - taken) as remaining,
    closed_reason as "closedReason",
    case
      when $1::date < today or starts_at <= now() then 'past'
      when $1::date > today + $4::int then 'horizon'
      when closed then 'closed'
      when capacity - taken <= 0 then 'full'
      when starts_at - now() < interval '24 hours' then 'notice'
    end as reason
  from facts order by starts_at`;

interface Row {
  timeSlot: string;
  capacity: number;
  remaining: number;
  closedReason: string | null;
  reason: string | null;
}

type Query = (date: string) => Promise<Row[]>;

/**
 * Prepared once, so each request only executes the plan (planning the query costs more than
 * running it on PGlite): a named statement per pooled connection on pg; on PGlite a PREPARE,
 * executed with literals (PGlite's query() cannot bind parameters to EXECUTE; the date is
 * checked against DATE first and the settings are numbers or escaped).
 */
function openQuery(): { query: Query; close(): Promise<void> } {
  const settings = [slotCapacity, timeZone, horizonDays] as const;
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    pool.on('error', () => {});
    return {
      query: async (date) =>
        (
          await pool.query<Row>({
            name: 'availability',
            text: AVAILABILITY_SQL,
            values: [date, ...settings],
          })
        ).rows,
      close: () => pool.end(),
    };
  }
  if (!env.FLOOR_PGLITE_DIR) throw new Error('floor: set DATABASE_URL or FLOOR_PGLITE_DIR');
  const db = new PGlite(env.FLOOR_PGLITE_DIR);
  const prepared = db.exec(`prepare availability(date, int, text, int) as ${AVAILABILITY_SQL}`);
  const zone = `'${timeZone.replaceAll("'", "''")}'`;
  return {
    query: async (date) => {
      await prepared;
      const sql = `execute availability('${date}', ${slotCapacity}, ${zone}, ${horizonDays})`;
      return (await db.query<Row>(sql)).rows;
    },
    close: () => db.close(),
  };
}

const database = openQuery();
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SERVICES = new Set(['launch', 'haul-out']);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://floor');
  const send = (status: number, body: unknown) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    res.end(json);
  };
  if (url.pathname === '/healthz') return send(200, { status: 'ok' });
  if (url.pathname !== '/api/timeslots/available') return send(404, { error: 'not found' });
  const date = url.searchParams.get('date') ?? '';
  const serviceType = url.searchParams.get('serviceType') ?? '';
  if (!DATE.test(date) || !SERVICES.has(serviceType)) return send(400, { error: 'bad query' });
  database.query(date).then(
    (rows) => {
      const slots = rows.map((r) => ({
        timeSlot: r.timeSlot,
        capacity: r.capacity,
        remaining: r.remaining,
        available: r.reason === null,
        reason: r.reason,
        closedReason: r.closedReason,
      }));
      send(200, {
        date,
        serviceType,
        availableTimeSlots: slots.filter((s) => s.available).map((s) => s.timeSlot),
        slots,
      });
    },
    (error: unknown) => send(500, { error: String(error) }),
  );
});

server.listen(Number(env.PORT ?? 0), env.HOST ?? '127.0.0.1');

const shutdown = () => {
  server.close();
  server.closeIdleConnections();
  database.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
