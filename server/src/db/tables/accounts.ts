import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { LOCATIONS, STORAGE_TYPES, type Location, type StorageType } from '@shared/constants';
import { ROLES, type Role } from '@shared/roles';
import { CALENDAR_FEED_SCOPES, type CalendarFeedScope } from '../enums';
import { isOneOf } from '../sql-lists';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ownerName: text('owner_name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('owner'),
    /** SPEC's flag, kept as the role says: true for every staff role. */
    isAdmin: boolean('is_admin')
      .notNull()
      .generatedAlwaysAs(sql`role <> 'owner'`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', isOneOf(t.role, ROLES)),
  ],
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
