import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TIME_SLOTS, type TimeSlot } from '@shared/constants';
import { isOneOf } from '../sql-lists';
import { createdAt } from './columns';
import { users } from './accounts';

/** Default capacity of each deadline, when an admin has changed it from SLOT_CAPACITY. */
export const slotCapacities = pgTable(
  'slot_capacities',
  {
    timeSlot: text('time_slot').$type<TimeSlot>().primaryKey(),
    capacity: integer('capacity').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('slot_capacities_time_slot_check', isOneOf(t.timeSlot, TIME_SLOTS))],
);

/**
 * A single date's exception: a different capacity, or a closure with a reason.
 * time_slot null means the whole day.
 */
export const slotOverrides = pgTable(
  'slot_overrides',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').$type<TimeSlot>(),
    capacity: integer('capacity'),
    closed: boolean('closed').notNull().default(false),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('slot_overrides_date_slot_key').on(t.date, sql`coalesce(${t.timeSlot}, '*')`),
    check('slot_overrides_time_slot_check', isOneOf(t.timeSlot, TIME_SLOTS)),
  ],
);

/**
 * A weather hold: deadlines of one date closed for a gale or a lift breakdown, and their
 * bookings moved on in the same transaction. Active until lifted_at; moved and unplaced say
 * what it did, for the office's list.
 */
export const weatherHolds = pgTable(
  'weather_holds',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    timeSlots: text('time_slots').array().$type<TimeSlot[]>().notNull(),
    reason: text('reason').notNull(),
    moved: integer('moved').notNull(),
    unplaced: integer('unplaced').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('weather_holds_date_idx').on(t.date),
    check(
      'weather_holds_time_slots_check',
      sql`cardinality(${t.timeSlots}) > 0 and ${t.timeSlots} <@ array[${sql.raw(TIME_SLOTS.map((s) => `'${s}'`).join(', '))}]::text[]`,
    ),
  ],
);
