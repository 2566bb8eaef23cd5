import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app';
import type { FakeGoogle } from '../fake-google/fake-google';
import { signUpOwner, type SignedInOwner } from '../factories';
import { adminPayload, START, testClock } from './booking-kit';

/** Waits of a few milliseconds, so the retry tests run in well under a second. */
export const QUICK_RETRY = { attempts: 4, baseDelayMs: 5, maxDelayMs: 20 };

/** Options for an app whose Google settings point at the fake (or none: Sheets not set up). */
export function exportTestOptions(
  fake?: FakeGoogle,
  env: Record<string, string> = {},
): TestAppOptions {
  return {
    env: { ...fake?.env(), ...env },
    now: testClock().now,
    googleRetry: QUICK_RETRY,
  };
}

/** A further app on those options, for a test that needs other settings than the file's. */
export function exportTestApp(
  fake?: FakeGoogle,
  env: Record<string, string> = {},
): Promise<TestApp> {
  return createTestApp(exportTestOptions(fake, env));
}

/**
 * The export's row, but for Created at, of a booking made with adminPayload's defaults (a VIB
 * launch from the parking lot to a wet slip at 12:00 PM for Jamie Hull) for an account on a
 * wet slip; `exported` holds the cells a test booked with other values, as the export writes them.
 */
export function adminBookingRow(
  booking: { confirmationCode: string; bookingDate: string },
  username: string,
  exported: { owner?: string; phone?: string; specialRequests?: string } = {},
): string[] {
  const { confirmationCode, bookingDate } = booking;
  return [
    confirmationCode,
    'Launch',
    bookingDate,
    '12:00 PM',
    'Parking Lot',
    'Wet Slip',
    exported.owner ?? 'Jamie Hull',
    'jamie.hull@example.test',
    exported.phone ?? '555-0199',
    username,
    'Wet Slip',
    'Yes',
    exported.specialRequests ?? '',
    'No',
    'No',
    'No',
  ];
}

/** The boat's cells (name, length, beam, draft, weight, insurance) of a booking without one. */
export const NO_BOAT = ['', '', '', '', '', ''];

/**
 * A new owner with two boats, each booked by the office: Sea Breeze with every dimension and
 * insurance to 3 March 2031 (32 ft 6 in, 11 ft, 5 ft, 14,000 lb), and a 3 m dinghy with only its
 * length. Answers the two bookings' confirmation codes.
 */
export async function bookBoatsForOwner(app: TestApp, office: SignedInOwner) {
  const owner = await signUpOwner(app.app, { fullName: 'Robin Keel' });
  const addBoat = async (body: Record<string, unknown>) => {
    const res = await owner.client.post('/api/boats', body);
    if (res.status !== 201) throw new Error(`boat failed: ${JSON.stringify(res.body)}`);
    return res.body.boat.id as number;
  };
  const seaBreeze = await addBoat({
    name: 'Sea Breeze',
    lengthM: 9.91,
    beamM: 3.35,
    draftM: 1.52,
    weightKg: 6350,
    insuranceExpiresOn: '2031-03-03',
  });
  const dinghy = await addBoat({ name: 'Dinghy', lengthM: 3 });
  const codes: string[] = [];
  for (const boatId of [seaBreeze, dinghy]) {
    const res = await office.client.post(
      '/api/bookings',
      adminPayload(owner.user.id, { boatId, ownerName: 'Robin Keel' }),
    );
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    codes.push(res.body.booking.confirmationCode as string);
  }
  return { seaBreeze: codes[0]!, dinghy: codes[1]! };
}

/** The test clock's day, for the CSV's file name. */
export const EXPORT_DAY = START.toISOString().slice(0, 10);

/**
 * `count` active bookings of one owner in a few statements (generate_series), on consecutive
 * deadlines from `firstDate`: the export's order is then the insertion order.
 */
export async function seedBookings(
  db: Database,
  userId: number,
  count: number,
  firstDate = '2031-01-01',
): Promise<void> {
  await db.execute(sql`
    insert into bookings (user_id, service_type, source_slip_type, destination, owner_name,
      owner_email, owner_phone, booking_date, time_slot, confirmation_code, special_requests)
    select ${userId}, case when g % 2 = 0 then 'haul-out' else 'launch' end, 'my-wet-slip',
      'wash-pad', 'Seeded Owner ' || g, 'seeded' || g || '@example.test', '555-0100',
      ${firstDate}::date + (g / 3), (array['10:00 AM', '12:00 PM', '3:00 PM'])[1 + g % 3],
      'S' || upper(lpad(to_hex(g), 7, '0')), 'Seeded request ' || g
    from generate_series(0, ${count - 1}) g`);
}
