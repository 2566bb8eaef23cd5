import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '@shared/constants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { slotStartHour } from './sql-lists';

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const result = await t.database.db.execute<{ id: number }>(
    sql`insert into users (email, owner_name, username, password_hash)
        values ('checks@example.com', 'Check Owner', 'checks', 'x') returning id`,
  );
  userId = result.rows[0]!.id;
});
afterAll(() => t.close());

/** The constraint a raw insert broke, read from the driver's error (drizzle wraps it). */
async function refusal(statement: Promise<unknown>): Promise<string | undefined> {
  const error: unknown = await statement.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  while (current && current.code === undefined) current = current.cause as typeof current;
  return current?.code === '23514' ? current.constraint : undefined;
}

function insertBooking(values: { serviceType?: string; timeSlot?: string; code: string }) {
  return t.database.db.execute(
    sql`insert into bookings (user_id, service_type, source_slip_type, destination, owner_name,
          owner_email, owner_phone, booking_date, time_slot, confirmation_code)
        values (${userId}, ${values.serviceType ?? 'launch'}, 'dry-storage', 'wet-slip', 'Check Owner',
          'checks@example.com', '555', '2030-06-01', ${values.timeSlot ?? '10:00 AM'}, ${values.code})`,
  );
}

describe('CHECK constraints from the shared lists', () => {
  it('when a row names a deadline or service outside the lists, then the database refuses it', async () => {
    expect(await refusal(insertBooking({ timeSlot: '9:00 AM', code: 'CHK00001' }))).toBe(
      'bookings_time_slot_check',
    );
    expect(await refusal(insertBooking({ serviceType: 'ferry', code: 'CHK00002' }))).toBe(
      'bookings_service_type_check',
    );
    expect(
      await refusal(
        t.database.db.execute(
          sql`insert into slot_capacities (time_slot, capacity) values ('9:00 AM', 2)`,
        ),
      ),
    ).toBe('slot_capacities_time_slot_check');
  });

  it('when a row uses listed values, then it is stored', async () => {
    await insertBooking({ timeSlot: '3:00 PM', serviceType: 'haul-out', code: 'CHK00003' });
    const rows = await t.database.db.execute(
      sql`select 1 from bookings where confirmation_code = 'CHK00003'`,
    );
    expect(rows.rows).toHaveLength(1);
  });
});

describe('slotStartHour', () => {
  async function ordered(slots: string[], startHours: Record<string, number>): Promise<string[]> {
    const values = sql.join(
      slots.map((slot) => sql`(${slot})`),
      sql`, `,
    );
    const result = await t.database.db.execute<{ slot: string }>(
      sql`select slot from (values ${values}) as v(slot)
          order by ${slotStartHour(sql.raw('slot'), startHours)}, slot`,
    );
    return result.rows.map((row) => row.slot);
  }

  it('when a 9:00 AM deadline exists, then it sorts first, where text order puts it last', async () => {
    const hours = { '9:00 AM': 9, '10:00 AM': 10, '12:00 PM': 12, '3:00 PM': 15 };
    const slots = ['3:00 PM', '9:00 AM', '12:00 PM', '10:00 AM'];
    expect([...slots].sort()).toEqual(['10:00 AM', '12:00 PM', '3:00 PM', '9:00 AM']);
    expect(await ordered(slots, hours)).toEqual(['9:00 AM', '10:00 AM', '12:00 PM', '3:00 PM']);
  });

  // Code that walks TIME_SLOTS (availability, the month view, slot locks) relies on this too.
  it('when given no hours, then it orders TIME_SLOTS as listed: the list is in start-time order', async () => {
    const result = await t.database.db.execute<{ slot: string }>(
      sql`select slot from unnest(${sql.raw(`array[${TIME_SLOTS.map((s) => `'${s}'`).join(',')}]`)}::text[]) as slot
          order by ${slotStartHour(sql.raw('slot'))} desc`,
    );
    expect(result.rows.map((row) => row.slot)).toEqual([...TIME_SLOTS].reverse());
  });
});
