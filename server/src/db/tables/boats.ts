import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BOAT_KINDS, BOAT_LIMITS, type BoatKind } from '@shared/schemas/boats';
import { isOneOf } from '../sql-lists';
import { createdAt, metres } from './columns';
import { users } from './accounts';

/**
 * An owner's boat (docs/product.md#boats). Archived, never deleted, while a booking names it:
 * a sold boat keeps the bookings it had. Dimensions are in metres and kilograms; screens show
 * the marina's units.
 */
export const boats = pgTable(
  'boats',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<BoatKind>(),
    lengthM: metres('length_m').notNull(),
    beamM: metres('beam_m'),
    draftM: metres('draft_m'),
    weightKg: integer('weight_kg'),
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    registration: text('registration'),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    notes: text('notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('boats_owner_idx').on(t.ownerId),
    check('boats_kind_check', isOneOf(t.kind, BOAT_KINDS)),
    check(
      'boats_dimensions_check',
      sql.raw(
        [
          `length_m between ${BOAT_LIMITS.lengthM.min} and ${BOAT_LIMITS.lengthM.max}`,
          `(beam_m is null or beam_m between ${BOAT_LIMITS.beamM.min} and ${BOAT_LIMITS.beamM.max})`,
          `(draft_m is null or draft_m between ${BOAT_LIMITS.draftM.min} and ${BOAT_LIMITS.draftM.max})`,
          `(weight_kg is null or weight_kg between ${BOAT_LIMITS.weightKg.min} and ${BOAT_LIMITS.weightKg.max})`,
        ].join(' and '),
      ),
    ),
  ],
);
