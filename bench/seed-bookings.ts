import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';
import { hashPassword } from '../server/src/modules/auth/password';

export const BENCH_PASSWORD = 'bench-pass-1';

/**
 * Marina-group scale in a few seconds (generate_series): owners owner1..N@bench.test with
 * profiles (owner1 is admin), and ~60 bookings a day from 2024-01-01 or options.from (about
 * 4.5 years for 100k), one in ten cancelled. Needs at least 60 owners when bookings are seeded
 * (an owner holds one active booking per deadline).
 */
export async function seedBookings(
  db: Database,
  bookings: number,
  owners: number,
  options: { from?: string } = {},
): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD, 4);
  await db.execute(sql`
    insert into users (email, owner_name, username, password_hash, role)
    select 'owner' || g || '@bench.test', 'Owner ' || g, 'owner' || g || '@bench.test', ${hash},
      case when g = 1 then 'manager' else 'owner' end
    from generate_series(1, ${owners}) g`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, preferred_email, storage_type, phone_number)
    select id, owner_name, email, case when id % 3 = 0 then 'dry-storage' else 'wet-slip' end, '555-0100'
    from users`);
  await db.execute(sql`
    insert into bookings (user_id, service_type, source_slip_type, destination, owner_name, owner_email,
      owner_phone, booking_date, time_slot, confirmation_code, cancelled_at, cancel_reason)
    select 1 + g % ${owners},
      case when g % 2 = 0 then 'haul-out' else 'launch' end,
      case when g % 2 = 0 then 'my-wet-slip' else 'parking-lot' end,
      case when g % 2 = 0 then 'wash-pad' else 'wet-slip' end,
      'Owner ' || (1 + g % ${owners}), 'owner' || (1 + g % ${owners}) || '@bench.test', '555-0100',
      ${options.from ?? '2024-01-01'}::date + (g / 60),
      (array['10:00 AM', '12:00 PM', '3:00 PM'])[1 + g % 3],
      'B' || upper(lpad(to_hex(g), 7, '0')),
      case when g % 10 = 0 then now() end,
      case when g % 10 = 0 then 'cancelled' end
    from generate_series(1, ${bookings}) g`);
  await db.execute(sql`analyze`);
}
