import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  LOCATIONS,
  BOOKING_EVENT_TYPES,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  TIME_SLOTS,
  type BookingEventType,
  type Location,
  type ServiceStatus,
  type ServiceType,
  type TimeSlot,
} from '@shared/constants';
import { LIFT_KINDS, LIFT_LIMITS, type LiftKind } from '@shared/schemas/lifts';
import {
  CANCEL_REASONS,
  WAITLIST_OUTCOMES,
  type CancelReason,
  type WaitlistOutcome,
} from '../enums';
import { isOneOf, slotStartHour } from '../sql-lists';
import { createdAt, metres } from './columns';
import { users } from './accounts';
import { boats } from './boats';

/**
 * What an owner asks the yard for, alike on a booking and a waitlist entry: whose boat, which
 * service, from where to where, any requests, on which date and deadline. A waitlist entry
 * becomes a booking with these values, so both tables keep them with the same CHECKs.
 */
const serviceRequestColumns = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  serviceType: text('service_type').$type<ServiceType>().notNull(),
  sourceSlipType: text('source_slip_type').$type<Location>().notNull(),
  destination: text('destination').$type<Location>().notNull(),
  specialRequests: text('special_requests'),
  bookingDate: date('booking_date', { mode: 'string' }).notNull(),
  timeSlot: text('time_slot').$type<TimeSlot>().notNull(),
  /** The boat it is for (docs/product.md#boats); null when the owner has none on record. */
  boatId: integer('boat_id').references(() => boats.id, { onDelete: 'set null' }),
});

type ServiceRequestColumns = {
  [K in keyof ReturnType<typeof serviceRequestColumns>]: AnyPgColumn;
};

/** The CHECKs on a service request's lists, named `{table}_{column}_check` as migrated. */
const serviceRequestChecks = (table: string, t: ServiceRequestColumns) => [
  check(`${table}_service_type_check`, isOneOf(t.serviceType, SERVICE_TYPES)),
  check(`${table}_time_slot_check`, isOneOf(t.timeSlot, TIME_SLOTS)),
  check(`${table}_source_slip_type_check`, isOneOf(t.sourceSlipType, LOCATIONS)),
  check(`${table}_destination_check`, isOneOf(t.destination, LOCATIONS)),
];

const between = (column: string, { min, max }: { min: number; max: number }) =>
  `(${column} is null or ${column} between ${min} and ${max})`;

/**
 * The yard's lifting equipment (travel lift, forklift, crane). Retired, not deleted, so the
 * bookings it served keep their history; names are unique among the lifts in service. Its
 * limits (null: none) decide which boats it takes, and `per_deadline` how many services a
 * deadline it does (null: not counted on its own) (docs/product.md#lifts).
 */
export const lifts = pgTable(
  'lifts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<LiftKind>().notNull().default('other'),
    maxWeightKg: integer('max_weight_kg'),
    maxBeamM: metres('max_beam_m'),
    maxLengthM: metres('max_length_m'),
    perDeadline: integer('per_deadline'),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lifts_active_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.retiredAt} is null`),
    check('lifts_kind_check', isOneOf(t.kind, LIFT_KINDS)),
    check(
      'lifts_limits_check',
      sql.raw(
        [
          between('max_weight_kg', LIFT_LIMITS.maxWeightKg),
          between('max_beam_m', LIFT_LIMITS.maxBeamM),
          between('max_length_m', LIFT_LIMITS.maxLengthM),
          between('per_deadline', LIFT_LIMITS.perDeadline),
        ].join(' and '),
      ),
    ),
  ],
);

/**
 * A booking stays as a record when cancelled, deleted or cleared (cancelled_at set): it then
 * leaves every list and stops counting against capacity.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    ...serviceRequestColumns(),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerPhone: text('owner_phone').notNull(),
    isVibMember: boolean('is_vib_member').notNull().default(false),
    confirmationCode: varchar('confirmation_code', { length: 8 }).notNull().unique(),
    completed: boolean('completed').notNull().default(false),
    isOneWay: boolean('is_one_way').notNull().default(false),
    isBothWays: boolean('is_both_ways').notNull().default(false),
    createdAt: createdAt(),
    /** The admin who took the booking for the owner, if any. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'cancelled' (by the owner), 'deleted' (by an admin) or 'cleared' (clear-all). */
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    /** Set when the reminder is queued, so each booking gets exactly one. */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    /**
     * Set when the owner is mailed that the boat's insurance ends before the service
     * (INSURANCE_REQUIRED_FOR), so each booking gets that mail once.
     */
    insuranceReminderQueuedAt: timestamp('insurance_reminder_queued_at', { withTimezone: true }),
    /**
     * The calendar event's SEQUENCE (RFC 5545): 0 when booked, +1 on each reschedule, so the
     * owner's calendar moves the event (same UID) instead of adding another.
     */
    sequence: integer('sequence').notNull().default(0),
    /**
     * A weather hold closed its deadline and found it no later place within the horizon: it
     * stays where it was until its owner (or the office) picks a new date.
     */
    needsNewDate: boolean('needs_new_date').notNull().default(false),
    /** Where the service stands on the day; `completed` mirrors 'done' (a CHECK holds them equal). */
    serviceStatus: text('service_status').$type<ServiceStatus>().notNull().default('scheduled'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: integer('status_changed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    liftId: integer('lift_id').references(() => lifts.id),
    /** The office booked it past the lift rules: why, who and when (all three, or none). */
    liftOverrideReason: text('lift_override_reason'),
    liftOverrideBy: integer('lift_override_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    liftOverrideAt: timestamp('lift_override_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_slot_active_idx')
      .on(t.bookingDate, t.timeSlot)
      .where(sql`${t.cancelledAt} is null`),
    index('bookings_user_idx').on(t.userId, t.bookingDate),
    // The admin list's and the export's order: date, deadline by start time, id.
    index('bookings_date_idx').on(t.bookingDate, slotStartHour(t.timeSlot), t.id),
    // The admin list sorted by owner: its first page reads 50 entries instead of sorting
    // every active booking.
    index('bookings_owner_active_idx')
      .on(sql`lower(${t.ownerName})`, t.bookingDate, slotStartHour(t.timeSlot), t.id)
      .where(sql`${t.cancelledAt} is null`),
    // The admin list's search, a substring of code, owner or email: trigrams find its rows.
    index('bookings_search_trgm_idx')
      .using(
        'gin',
        sql`lower(${t.confirmationCode} || chr(1) || ${t.ownerName} || chr(1) || ${t.ownerEmail}) gin_trgm_ops`,
      )
      .where(sql`${t.cancelledAt} is null`),
    index('bookings_reminder_due_idx')
      .on(t.bookingDate)
      .where(
        sql`${t.cancelledAt} is null and ${t.reminderQueuedAt} is null and ${t.completed} = false`,
      ),
    // The insurance reminder's claim reads the coming 30 days of boats' bookings not yet told.
    index('bookings_insurance_reminder_due_idx')
      .on(t.bookingDate)
      .where(
        sql`${t.cancelledAt} is null and ${t.insuranceReminderQueuedAt} is null and ${t.boatId} is not null`,
      ),
    // One booking a deadline per boat; an owner's booking without a boat holds the deadline for
    // the owner. The check under the slot's lock also keeps a boatless booking and a boat's
    // apart (docs/product.md#boats); these are the last line behind it.
    uniqueIndex('bookings_owner_slot_active_key')
      .on(t.userId, t.bookingDate, t.timeSlot)
      .where(sql`${t.cancelledAt} is null and ${t.boatId} is null`),
    uniqueIndex('bookings_boat_slot_active_key')
      .on(t.boatId, t.bookingDate, t.timeSlot)
      .where(sql`${t.cancelledAt} is null and ${t.boatId} is not null`),
    index('bookings_boat_idx').on(t.boatId),
    ...serviceRequestChecks('bookings', t),
    check('bookings_cancel_reason_check', isOneOf(t.cancelReason, CANCEL_REASONS)),
    check('bookings_service_status_check', isOneOf(t.serviceStatus, SERVICE_STATUSES)),
    check('bookings_completed_is_done_check', sql`${t.completed} = (${t.serviceStatus} = 'done')`),
    check(
      'bookings_lift_override_check',
      sql`(${t.liftOverrideReason} is null) = (${t.liftOverrideAt} is null)`,
    ),
  ],
);

/**
 * Every change to a booking, written by a trigger in the changing transaction (migration
 * 0014), for the live stream (GET /api/events): each instance reads the new rows when
 * 'booking_events' is notified and sends them on; a reconnecting client resumes after its
 * Last-Event-ID. `previousDate` is the day a move left, so that day's screens hear of it too.
 * Housekeeping removes rows older than a day.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: integer('booking_id').notNull(),
    type: text('type').$type<BookingEventType>().notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    previousDate: date('previous_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_events_created_idx').on(t.createdAt),
    check('booking_events_type_check', isOneOf(t.type, BOOKING_EVENT_TYPES)),
  ],
);

/**
 * An owner queued for a full deadline. Active while resolved_at is null; it ends as 'booked'
 * (promoted into a freed place, booking_id set), 'left' (the owner's choice), 'expired' (its
 * deadline entered the 24-hour window), 'dropped' (passed over: no longer eligible), 'held'
 * (a weather hold closed its deadline) or 'closed' (the office closed it).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    ...serviceRequestColumns(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    outcome: text('outcome').$type<WaitlistOutcome>(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    // First come, first served: the queue of one deadline in order.
    index('waitlist_entries_queue_idx')
      .on(t.bookingDate, t.timeSlot, t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
    index('waitlist_entries_user_idx').on(t.userId),
    uniqueIndex('waitlist_entries_owner_slot_active_key')
      .on(t.userId, t.bookingDate, t.timeSlot)
      .where(sql`${t.resolvedAt} is null and ${t.boatId} is null`),
    uniqueIndex('waitlist_entries_boat_slot_active_key')
      .on(t.boatId, t.bookingDate, t.timeSlot)
      .where(sql`${t.resolvedAt} is null and ${t.boatId} is not null`),
    ...serviceRequestChecks('waitlist_entries', t),
    check('waitlist_entries_outcome_check', isOneOf(t.outcome, WAITLIST_OUTCOMES)),
  ],
);
