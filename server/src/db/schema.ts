import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  API_TOKEN_SCOPES,
  LOCATIONS,
  BOOKING_EVENT_TYPES,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  STORAGE_TYPES,
  TIME_SLOTS,
  WEBHOOK_EVENT_TYPES,
  type ApiTokenScope,
  type BookingEventType,
  type Location,
  type ServiceStatus,
  type ServiceType,
  type StorageType,
  type TimeSlot,
  type WebhookEventType,
} from '@shared/constants';
import type { MailPayload } from '../mail/mail-payload';
import {
  AUDIT_TARGET_TYPES,
  CALENDAR_FEED_SCOPES,
  CANCEL_REASONS,
  MAIL_KINDS,
  MAIL_STATUSES,
  MESSAGE_CHANNELS,
  SMS_DELIVERY_STATUSES,
  SMS_OPT_OUT_REASONS,
  WAITLIST_OUTCOMES,
  WEBHOOK_DELIVERY_STATUSES,
  type AuditTargetType,
  type CalendarFeedScope,
  type CancelReason,
  type MailKind,
  type MailStatus,
  type MessageChannel,
  type SmsDeliveryStatus,
  type SmsOptOutReason,
  type WaitlistOutcome,
  type WebhookDeliveryStatus,
} from './enums';
import { isOneOf, slotStartHour } from './sql-lists';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ownerName: text('owner_name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    phoneNumber: varchar('phone_number', { length: 20 }),
    preferredEmail: text('preferred_email'),
    /**
     * When the owner followed the verification link for the current preferredEmail; cleared
     * whenever preferredEmail changes. One equal to the account email needs none.
     */
    preferredEmailVerifiedAt: timestamp('preferred_email_verified_at', { withTimezone: true }),
    storageType: text('storage_type').$type<StorageType>(),
    wetSlipNumber: varchar('wet_slip_number', { length: 20 }),
    dryStorageLocation: varchar('dry_storage_location', { length: 50 }),
    isVibMember: boolean('is_vib_member').notNull().default(false),
    preferredSourceSlip: text('preferred_source_slip').$type<Location>(),
    preferredDestination: text('preferred_destination').$type<Location>(),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_storage_type_check', isOneOf(t.storageType, STORAGE_TYPES)),
    check('profiles_preferred_source_slip_check', isOneOf(t.preferredSourceSlip, LOCATIONS)),
    check('profiles_preferred_destination_check', isOneOf(t.preferredDestination, LOCATIONS)),
  ],
);

/**
 * The yard's lifting equipment (travel lift, forklift, crane). Retired, not deleted, so the
 * bookings it served keep their history; names are unique among the lifts in service.
 */
export const lifts = pgTable(
  'lifts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lifts_active_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.retiredAt} is null`),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    sourceSlipType: text('source_slip_type').$type<Location>().notNull(),
    destination: text('destination').$type<Location>().notNull(),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerPhone: text('owner_phone').notNull(),
    isVibMember: boolean('is_vib_member').notNull().default(false),
    specialRequests: text('special_requests'),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').$type<TimeSlot>().notNull(),
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
    uniqueIndex('bookings_owner_slot_active_key')
      .on(t.userId, t.bookingDate, t.timeSlot)
      .where(sql`${t.cancelledAt} is null`),
    check('bookings_service_type_check', isOneOf(t.serviceType, SERVICE_TYPES)),
    check('bookings_time_slot_check', isOneOf(t.timeSlot, TIME_SLOTS)),
    check('bookings_source_slip_type_check', isOneOf(t.sourceSlipType, LOCATIONS)),
    check('bookings_destination_check', isOneOf(t.destination, LOCATIONS)),
    check('bookings_cancel_reason_check', isOneOf(t.cancelReason, CANCEL_REASONS)),
    check('bookings_service_status_check', isOneOf(t.serviceStatus, SERVICE_STATUSES)),
    check('bookings_completed_is_done_check', sql`${t.completed} = (${t.serviceStatus} = 'done')`),
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
 * deadline entered the 24-hour window), 'dropped' (passed over: no longer eligible) or 'held'
 * (a weather hold closed its deadline).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    sourceSlipType: text('source_slip_type').$type<Location>().notNull(),
    destination: text('destination').$type<Location>().notNull(),
    specialRequests: text('special_requests'),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').$type<TimeSlot>().notNull(),
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
      .where(sql`${t.resolvedAt} is null`),
    check('waitlist_entries_service_type_check', isOneOf(t.serviceType, SERVICE_TYPES)),
    check('waitlist_entries_time_slot_check', isOneOf(t.timeSlot, TIME_SLOTS)),
    check('waitlist_entries_source_slip_type_check', isOneOf(t.sourceSlipType, LOCATIONS)),
    check('waitlist_entries_destination_check', isOneOf(t.destination, LOCATIONS)),
    check('waitlist_entries_outcome_check', isOneOf(t.outcome, WAITLIST_OUTCOMES)),
  ],
);

/**
 * A private calendar feed URL. Only the SHA-256 of its 32-byte random token is stored, so
 * the link is shown once; 'Reset link' replaces the row and the old URL stops working.
 * scope 'owner' is the user's own bookings, 'yard' every active booking (admins only).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<CalendarFeedScope>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_scope_key').on(t.userId, t.scope),
    check('calendar_feeds_scope_check', isOneOf(t.scope, CALENDAR_FEED_SCOPES)),
  ],
);

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

/** express-session rows; user_id lets a password reset end all of a user's sessions. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    // Housekeeping deletes a token once it has expired (a used one within its hour).
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A link proving an owner reads their preferredEmail. Only the SHA-256 of the token is kept;
 * `email` is the address it proves, so a link for an address since replaced proves nothing.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The resend throttle counts one user's recent links.
    index('email_verification_tokens_user_idx').on(t.userId, t.createdAt),
    index('email_verification_tokens_expires_idx').on(t.expiresAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    check('audit_log_target_type_check', isOneOf(t.targetType, AUDIT_TARGET_TYPES)),
  ],
);

/**
 * Outgoing mail, written in the same transaction as the change that causes it and sent by the
 * worker. dedupe_key (e.g. 'reminder:42') makes a message impossible to queue twice.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    // An email address for 'email', an E.164 mobile number for 'sms'.
    channel: text('channel').$type<MessageChannel>().notNull().default('email'),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<MailPayload>().notNull(),
    dedupeKey: text('dedupe_key').unique(),
    // The random part of the Message-ID: the row id alone repeats after a reset or on another
    // installation, and providers drop a message whose Message-ID they have already seen.
    messageUuid: uuid('message_uuid').notNull().defaultRandom(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When the worker counted the message against its recipient's daily cap, just before
     * sending it; a retry keeps its place.
     */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    // A text's id at the provider (Twilio's MessageSid) and what its status callbacks said.
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status').$type<SmsDeliveryStatus>(),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_queue_provider_message_id_key')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('mail_queue_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    // Housekeeping finds finished mail past its retention: sent by when it went, given up by
    // when it was queued.
    index('mail_queue_finished_idx')
      .on(sql`coalesce(${t.sentAt}, ${t.createdAt})`)
      .where(sql`${t.status} <> 'pending'`),
    // The per-recipient cap counts one address's messages of the last 24 hours.
    index('mail_queue_recipient_counted_idx')
      .on(sql`lower(${t.recipient})`, t.countedAt)
      .where(sql`${t.countedAt} is not null`),
    check('mail_queue_kind_check', isOneOf(t.kind, MAIL_KINDS)),
    check('mail_queue_status_check', isOneOf(t.status, MAIL_STATUSES)),
    check('mail_queue_channel_check', isOneOf(t.channel, MESSAGE_CHANNELS)),
    check('mail_queue_delivery_status_check', isOneOf(t.deliveryStatus, SMS_DELIVERY_STATUSES)),
  ],
);

/** Hit counters for rate limits, shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // Housekeeping deletes counters whose window has closed.
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Idempotency-Key records for POST /api/bookings (DESIGN §4): the first answer to a key is
 * kept 24 hours and replayed; a key whose request is still running has no status yet.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Text messages (issue 28): an owner's verified mobile and what they chose to receive. A row
 * exists only once the number is proven by its code; deleting it stops every text.
 */
export const smsSubscriptions = pgTable(
  'sms_subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // E.164, as libphonenumber-js formats it: '+16175550123'.
    phoneNumber: text('phone_number').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    confirmations: boolean('confirmations').notNull().default(true),
    reminders: boolean('reminders').notNull().default(true),
    status: boolean('status').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // STOP and a failed delivery find every account on a number.
  (t) => [index('sms_subscriptions_phone_idx').on(t.phoneNumber)],
);

/**
 * The code sent to prove a number: one pending per account, kept hashed, for 10 minutes and
 * 5 tries. A new request replaces it.
 */
export const smsVerifications = pgTable('sms_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Numbers that get no texts from us, whichever account they belong to: the number texted STOP
 * (until it texts START), or the provider answered that it cannot receive them.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    phoneNumber: text('phone_number').primaryKey(),
    reason: text('reason').$type<SmsOptOutReason>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sms_opt_outs_reason_check', isOneOf(t.reason, SMS_OPT_OUT_REASONS)),
    check('sms_opt_outs_phone_check', sql`${t.phoneNumber} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

/**
 * An admin's API token (issue 29): `Authorization: Bearer <secret>` acts as that admin. Only
 * the SHA-256 of the secret is kept; `prefix` (its first characters) tells tokens apart in the
 * list. Deleting the admin deletes their tokens; a demoted admin's stop working at once.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<ApiTokenScope>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId),
    check('api_tokens_scope_check', isOneOf(t.scope, API_TOKEN_SCOPES)),
  ],
);

/**
 * An endpoint that hears of bookings and weather holds (issue 29). The secret signs every
 * delivery, so it is kept as it is (shown to the admin once). failing_since is the first
 * failure since the last success; three days of it disable the endpoint (disabled_at).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'webhooks_events_check',
      sql`cardinality(${t.events}) > 0 and ${t.events} <@ array[${sql.raw(WEBHOOK_EVENT_TYPES.map((type) => `'${type}'`).join(', '))}]::text[]`,
    ),
  ],
);

/**
 * What happened, as every subscribed endpoint is told it: the id is the event's on every
 * attempt (X-Marina-Webhook-Id). source_event_id is the booking_events row it came from, so
 * each booking change is fanned out once.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<WebhookEventType>().notNull(),
    data: jsonb('data').notNull(),
    sourceEventId: bigint('source_event_id', { mode: 'number' }).unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_events_created_idx').on(t.createdAt),
    check('webhook_events_type_check', isOneOf(t.type, WEBHOOK_EVENT_TYPES)),
  ],
);

/** One event owed to one endpoint, leased to a worker as mail_queue rows are. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_webhook_event_key').on(t.webhookId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    check('webhook_deliveries_status_check', isOneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
  ],
);

/** Each try of a delivery: the status code the endpoint answered, or why there was none. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
);
