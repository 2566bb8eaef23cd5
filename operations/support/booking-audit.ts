import pg from 'pg';
import type { AcknowledgedBooking } from './request-ledger';

/** What the database holds, held against what the app told the owners. */
export interface BookingAudit {
  rows: number;
  /** Deadlines holding more active bookings than their capacity: "date slot: count". */
  overCapacity: string[];
  /** An owner holding two active bookings at one deadline: "user date slot: count". */
  doubleBooked: string[];
  /** Acknowledged with 201 but not in the database under that id and confirmation code. */
  lost: string[];
  /** Whose cancel was acknowledged but that are still active, or the reverse. */
  cancelMismatches: string[];
  /** Rows no 201 accounts for (a request whose answer never arrived may leave one). */
  unacknowledged: number;
}

export async function auditBookings(
  databaseUrl: string,
  acknowledged: readonly AcknowledgedBooking[],
  capacity: number,
): Promise<BookingAudit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const over = await client.query<{ booking_date: string; time_slot: string; n: number }>(
      `select booking_date::text, time_slot, count(*)::int as n from bookings
        where cancelled_at is null group by 1, 2 having count(*) > $1`,
      [capacity],
    );
    const doubles = await client.query<{
      user_id: number;
      booking_date: string;
      time_slot: string;
      n: number;
    }>(
      `select user_id, booking_date::text, time_slot, count(*)::int as n from bookings
        where cancelled_at is null group by 1, 2, 3 having count(*) > 1`,
    );
    const all = await client.query<{ id: number; confirmation_code: string; cancelled: boolean }>(
      `select id, confirmation_code, cancelled_at is not null as cancelled from bookings`,
    );
    const byCode = new Map(all.rows.map((row) => [row.confirmation_code, row]));
    const lost: string[] = [];
    const cancelMismatches: string[] = [];
    for (const { booking, cancelled } of acknowledged) {
      const row = byCode.get(booking.confirmationCode);
      if (!row || row.id !== booking.id) lost.push(`${booking.id} ${booking.confirmationCode}`);
      else if (row.cancelled !== cancelled)
        cancelMismatches.push(`${booking.id} cancelled=${row.cancelled}`);
    }
    return {
      rows: all.rows.length,
      overCapacity: over.rows.map((r) => `${r.booking_date} ${r.time_slot}: ${r.n}`),
      doubleBooked: doubles.rows.map(
        (r) => `${r.user_id} ${r.booking_date} ${r.time_slot}: ${r.n}`,
      ),
      lost,
      cancelMismatches,
      unacknowledged: all.rows.length - (acknowledged.length - lost.length),
    };
  } finally {
    await client.end();
  }
}
