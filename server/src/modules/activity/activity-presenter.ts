import { SERVICE_STATUS_LABELS, TIME_SLOTS, type ServiceStatus } from '@shared/constants';
import { ROLE_LABELS } from '@shared/role-texts';
import { ROLES, type Role } from '@shared/roles';
import { activityKindOf } from '@shared/schemas/activity';
import type { ActivityEntry } from '@shared/api/activity';
import type { PersonFacts } from '../users/user-repository';
import type { AuditRow, BookingFacts } from './activity-repository';

export interface ActivityLookups {
  people: Map<number, PersonFacts>;
  bookings: Map<number, BookingFacts>;
}

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields =>
  value && typeof value === 'object' ? (value as Fields) : {};
const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

const text = (value: unknown, fallback = '?') =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
const numericTarget = (row: AuditRow) => (row.targetId ? Number(row.targetId) : NaN);

/** Which accounts and bookings the rows name, so they are read in two queries. */
export function referencedIds(rows: AuditRow[]): { people: number[]; bookings: number[] } {
  const people: number[] = [];
  const bookings: number[] = [];
  for (const row of rows) {
    if (row.actorId !== null) people.push(row.actorId);
    const target = numericTarget(row);
    if (!Number.isInteger(target)) continue;
    if (row.targetType === 'user') people.push(target);
    if (row.targetType === 'booking') bookings.push(target);
  }
  return { people, bookings };
}

const serviceWord = (serviceType: unknown) => (serviceType === 'launch' ? 'launch' : 'haul-out');

/** 'ABCD2345 (Harper Stern, haul-out on 2026-12-24 at 10:00 AM)', from a snapshot or the row. */
function bookingPhrase(row: AuditRow, lookups: ActivityLookups, snapshot?: Fields): string {
  const facts: Fields = { ...lookups.bookings.get(numericTarget(row)), ...snapshot };
  if (!facts.confirmationCode) return `booking #${text(row.targetId)}`;
  return `${text(facts.confirmationCode)} (${text(facts.ownerName)}, ${serviceWord(facts.serviceType)} on ${text(facts.bookingDate)} at ${text(facts.timeSlot)})`;
}

const FLAG_PHRASES: Record<string, [on: string, off: string]> = {
  completed: ['marked {b} as completed', 'marked {b} as incomplete'],
  isOneWay: ['marked {b} as one-way', 'removed one-way from {b}'],
  isBothWays: ['marked {b} as both ways', 'removed both ways from {b}'],
};

function flagsPhrase(row: AuditRow, booking: string): string {
  const before = fields(row.before);
  const after = fields(row.after);
  const changes = Object.entries(FLAG_PHRASES)
    .filter(([flag]) => before[flag] !== after[flag])
    .map(([flag, [on, off]]) => (after[flag] === true ? on : off).replace('{b}', booking));
  return changes.length > 0 ? changes.join(' and ') : `saved the flags of ${booking} unchanged`;
}

function userPhrase(row: AuditRow, lookups: ActivityLookups): string {
  const person = lookups.people.get(numericTarget(row)) ?? fields(row.before);
  if (typeof person.email !== 'string') return `user #${text(row.targetId)}`;
  return `${text(person.ownerName)} (${person.email})`;
}

/** A boat row's snapshot names its owner as they were: 'Ann Lee (ann@example.com)'. */
function boatOwnerPhrase(values: Fields): string {
  return `${text(values.ownerName)} (${text(values.ownerEmail)})`;
}

/** '2026-12-24' for a day, '2026-12-24 3:00 PM' for one deadline. */
function overridePlace(values: Fields): string {
  return values.timeSlot ? `${text(values.date)} ${text(values.timeSlot)}` : text(values.date);
}

function closurePhrase(row: AuditRow): string {
  const before = fields(row.before);
  const after = fields(row.after);
  if (row.action === 'slot-override.remove') {
    return before.closed
      ? `reopened ${overridePlace(before)}`
      : `removed the capacity of ${overridePlace(before)} (back to the deadline defaults)`;
  }
  const place = overridePlace(after);
  if (!after.closed) {
    const reopened = before.closed ? 'reopened and ' : '';
    return `${reopened}set the capacity of ${place} to ${text(after.capacity)}`;
  }
  const reason = typeof after.reason === 'string' && after.reason ? ` (${after.reason})` : '';
  const notified = typeof after.notified === 'number' ? after.notified : 0;
  const told = notified > 0 ? `; ${notified} booking${notified === 1 ? '' : 's'} emailed` : '';
  return `${before.closed ? 'changed the closure of' : 'closed'} ${place}${reason}${told}`;
}

/** '2026-12-24' for a whole day, '2026-12-24 10:00 AM and 12:00 PM' for some deadlines. */
function holdPlace(values: Fields): string {
  const slots = Array.isArray(values.timeSlots) ? values.timeSlots.map((slot) => text(slot)) : [];
  return slots.length === 0 || slots.length === TIME_SLOTS.length
    ? text(values.date)
    : `${text(values.date)} ${slots.join(' and ')}`;
}

function holdPhrase(after: Fields): string {
  const count = (n: unknown, word: string) => {
    const value = typeof n === 'number' ? n : 0;
    return `${value} ${word}${value === 1 ? '' : 's'}`;
  };
  const unplaced = typeof after.unplaced === 'number' && after.unplaced > 0;
  return `placed a weather hold on ${holdPlace(after)} (${text(after.reason)}): ${count(after.moved, 'booking')} moved${unplaced ? `, ${count(after.unplaced, 'owner')} asked to choose a new date` : ''}`;
}

/** ' (2026-12-01 to 2026-12-31)' when a download asked for a window of dates. */
function exportWindow(after: Fields): string {
  if (!after.from && !after.to) return '';
  return ` (${text(after.from, 'the first')} to ${text(after.to, 'the last')})`;
}

const statusLabel = (value: unknown) =>
  typeof value === 'string' && value in SERVICE_STATUS_LABELS
    ? SERVICE_STATUS_LABELS[value as ServiceStatus]
    : '?';

/** 'marked ABCD2345 (…) Done (was In progress)'. */
function statusPhrase(before: Fields, after: Fields, booking: string): string {
  return `marked ${booking} ${statusLabel(after.serviceStatus)} (was ${statusLabel(before.serviceStatus)})`;
}

/** 'put ABCD2345 (…) on Travel lift', 'took ABCD2345 (…) off Travel lift'. */
function liftPhrase(before: Fields, after: Fields, booking: string): string {
  if (after.liftName == null) return `took ${booking} off ${text(before.liftName)}`;
  const was = before.liftName == null ? '' : ` (was ${text(before.liftName)})`;
  const past =
    after.overrideReason == null ? '' : `, past the lift rules: ${text(after.overrideReason)}`;
  const auto = after.auto === true ? ' (Assign lifts)' : '';
  return `put ${booking} on ${text(after.liftName)}${was}${auto}${past}`;
}

/** An office booking past the lift rules says why. */
function liftOverridePhrase(after: Fields): string {
  const override = fields(after.liftOverride);
  return override.reason == null ? '' : `, past the lift rules: ${text(override.reason)}`;
}

/** What the actor did, in words, after their name. */
function describe(row: AuditRow, lookups: ActivityLookups): string {
  const before = fields(row.before);
  const after = fields(row.after);
  switch (row.action) {
    case 'booking.create':
      return `booked ${bookingPhrase(row, lookups, after)}${liftOverridePhrase(after)}`;
    case 'booking.delete':
      return `deleted ${bookingPhrase(row, lookups, before)}`;
    case 'booking.flags':
      return flagsPhrase(row, bookingPhrase(row, lookups));
    case 'booking.reschedule':
      return `moved ${bookingPhrase(row, lookups, before)} to ${text(after.bookingDate)} at ${text(after.timeSlot)}`;
    case 'booking.weather-move':
      return `moved ${bookingPhrase(row, lookups, before)} to ${text(after.bookingDate)} at ${text(after.timeSlot)} for a weather hold (${text(after.reason)})`;
    case 'booking.status':
      return statusPhrase(before, after, bookingPhrase(row, lookups));
    case 'booking.lift':
      return liftPhrase(before, after, bookingPhrase(row, lookups));
    case 'lift.create':
      return `added the lift ${text(after.name)}`;
    case 'lift.rename':
      return `renamed the lift ${text(before.name)} to ${text(after.name)}`;
    case 'lift.change':
      return `changed the lift ${text(after.name)}${before.name === after.name ? '' : ` (was ${text(before.name)})`}: its kind, limits or load`;
    case 'lift.retire':
      return `retired the lift ${text(before.name)}`;
    case 'boat.create':
      return `added the boat ${text(after.name)} for ${boatOwnerPhrase(after)}`;
    case 'boat.change':
      return `changed the boat ${text(after.name)} of ${boatOwnerPhrase(after)}`;
    case 'boat.archive':
      return `archived the boat ${text(before.name)} of ${boatOwnerPhrase(before)}`;
    case 'booking.clear-all':
      return `cleared all bookings (${text(after.cleared, '0')} cancelled)`;
    case 'user.role':
      // Rows from before staff roles say only whether the user became an admin.
      if (isRole(before.role) && isRole(after.role)) {
        return `changed the role of ${userPhrase(row, lookups)} from ${ROLE_LABELS[before.role]} to ${ROLE_LABELS[after.role]}`;
      }
      return after.isAdmin === true
        ? `made ${userPhrase(row, lookups)} an admin`
        : `removed admin from ${userPhrase(row, lookups)}`;
    case 'user.delete': {
      const held = typeof before.bookings === 'number' ? before.bookings : 0;
      return `deleted the account of ${userPhrase(row, lookups)} with ${held} booking${held === 1 ? '' : 's'}`;
    }
    case 'capacity.set':
      return `set the ${text(row.targetId)} deadline's capacity to ${text(after.capacity)} (was ${text(before.capacity)})`;
    case 'capacity.reset':
      return `reset the ${text(row.targetId)} deadline's capacity to the default ${text(after.capacity)} (was ${text(before.capacity)})`;
    case 'slot-override.set':
    case 'slot-override.remove':
      return closurePhrase(row);
    case 'weather-hold.create':
      return holdPhrase(after);
    case 'weather-hold.lift':
      return `lifted the weather hold on ${holdPlace(before)} (${text(before.reason)}); its deadlines reopened`;
    case 'export.sheets':
      return `exported ${text(after.bookings, '0')} bookings to Google Sheets`;
    case 'export.csv':
      return `downloaded ${text(after.bookings, '0')} bookings as CSV${exportWindow(after)}`;
    default:
      return `made a change: ${row.action} ${row.targetType} ${text(row.targetId, '')}`.trim();
  }
}

export function presentActivity(row: AuditRow, lookups: ActivityLookups): ActivityEntry {
  const person = row.actorId === null ? undefined : lookups.people.get(row.actorId);
  const actor = person ? { id: person.id, ownerName: person.ownerName, email: person.email } : null;
  return {
    id: row.id,
    kind: activityKindOf(row.action),
    action: row.action,
    actor,
    summary: `${actor?.ownerName ?? 'A deleted account'} ${describe(row, lookups)}`,
    createdAt: row.createdAt.toISOString(),
  };
}
