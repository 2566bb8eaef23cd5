import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SLOT_START_HOUR } from '@shared/constants';

/**
 * SQL built from our constant lists. The values are inlined, not bound: a CHECK constraint or
 * an index expression cannot take parameters, and the query planner matches an index
 * expression only against the very same text. They are our own constants, quoted here.
 */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `column in (...)`: true, or null for a null column, which a CHECK lets through. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}

/**
 * A deadline's start hour, for ordering by time rather than by text ('9:00 AM' > '3:00 PM' as
 * text). Null for a null slot (a whole-day override). bookings_date_idx is built on this same
 * expression, so ordering and keyset paging by it still walk the index.
 */
export function slotStartHour(
  column: AnyPgColumn | SQL,
  startHours: Readonly<Record<string, number>> = SLOT_START_HOUR,
): SQL {
  const whens = Object.entries(startHours).map(
    ([slot, hour]) => `when ${literal(slot)} then ${Math.trunc(hour)}`,
  );
  return sql`(case ${column} ${sql.raw(whens.join(' '))} end)`;
}
