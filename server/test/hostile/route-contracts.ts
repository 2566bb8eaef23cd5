import { z } from 'zod';
import { SERVICE_STATUSES, SERVICE_TYPES, TIME_SLOTS } from '@shared/constants';
import { uniqueEmail } from '../factories';
import type { HostileFixture } from './fixture';
import type { Role } from './wire';

/**
 * Every route's valid request (which the property suite then spoils field by field) and the
 * documented shape of its success (DESIGN §6, README's API table). A route the app answers
 * without a row here fails the suite, so a new route is fuzzed from its first commit.
 */
export interface RouteContract {
  /** A valid JSON body for this role; the suite keeps, drops or replaces each field. */
  body?: (fixture: HostileFixture, role: Role) => Record<string, unknown>;
  /** A valid query string. */
  query?: () => Record<string, string>;
  /** What a 2xx answer must look like (for CSV: its rows, parsed). */
  success: z.ZodType;
  /** A download that succeeds as CSV rather than JSON; its errors are still JSON. */
  csv?: true;
  /**
   * A Server-Sent Events stream that succeeds as text/event-stream and never ends by itself:
   * `success` checks its first block, after which the request is closed (wire.ts). Its errors
   * are still JSON.
   */
  stream?: true;
  /**
   * One of Twilio's webhooks: the valid body travels as a form, signed as Twilio signs it (over
   * APP_URL plus the path), and a success is TwiML ('twiml') or a 204 with nothing ('empty').
   * Its errors are still JSON.
   */
  twilio?: 'twiml' | 'empty';
  /** A page for people (GET /api/docs): a success is HTML, its errors still JSON. */
  html?: true;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A date well clear of the 24-hour rule and of the booking horizon. */
export const serviceDate = () => day(40);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const user = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  ownerName: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
});
const profile = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  isVibMember: z.boolean(),
  preferredEmailVerified: z.boolean(),
});
const booking = z.object({
  id: z.number().int().positive(),
  serviceType: z.enum(SERVICE_TYPES),
  timeSlot: z.enum(TIME_SLOTS),
  bookingDate: isoDate,
  confirmationCode: z.string().min(1),
  ownerName: z.string(),
  closure: z.object({ reason: z.string().nullable() }).nullable(),
});
const lift = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(40),
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
});
const waitlistEntry = z.object({
  id: z.number().int().positive(),
  serviceType: z.enum(SERVICE_TYPES),
  timeSlot: z.enum(TIME_SLOTS),
  bookingDate: isoDate,
  position: z.number().int().positive(),
});
const apiToken = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(60),
  scope: z.enum(['read', 'write']),
  prefix: z.string().startsWith('mt_'),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  owner: z.object({ id: z.number().int().positive(), ownerName: z.string(), email: z.string() }),
});
const message = z.object({ message: z.string().min(1) });
const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/);
const smsSettings = z
  .object({
    phoneNumber: e164.nullable(),
    phoneNumberDisplay: z.string().min(1).nullable(),
    verifiedAt: z.string().nullable(),
    confirmations: z.boolean(),
    reminders: z.boolean(),
    status: z.boolean(),
    optedOut: z.enum(['stop', 'undeliverable']).nullable(),
    pending: z
      .object({ phoneNumber: e164, phoneNumberDisplay: z.string().min(1), expiresAt: z.string() })
      .strict()
      .nullable(),
    marinaNumber: z.string().min(1).nullable(),
  })
  .strict();
const smsAnswer = z.object({ sms: smsSettings, message: z.string().min(1) }).strict();
const removed = message.extend({ id: z.number().int().positive() });
const deadline = z.object({ bookingDate: isoDate, timeSlot: z.enum(TIME_SLOTS) });
const holdMove = z.object({
  bookingId: z.number().int().positive(),
  confirmationCode: z.string().min(1),
  from: deadline,
  to: deadline.nullable(),
});
const weatherHold = z.object({
  id: z.number().int().positive(),
  date: isoDate,
  timeSlots: z.array(z.enum(TIME_SLOTS)).min(1),
  reason: z.string().min(1),
  moved: z.number().int().nonnegative(),
  unplaced: z.number().int().nonnegative(),
  liftedAt: z.string().nullable(),
});
const slotOverride = z.object({ id: z.number().int().positive(), date: isoDate });
const capacitySettings = z.object({
  defaultCapacity: z.number().int(),
  slots: z.array(z.object({ timeSlot: z.enum(TIME_SLOTS), capacity: z.number().int() })),
});

const ownerBooking = () => ({
  serviceType: 'haul-out',
  sourceSlipType: 'my-wet-slip',
  destination: 'wash-pad',
  bookingDate: serviceDate(),
  timeSlot: '10:00 AM',
  specialRequests: 'Mast stays up',
});

export const ROUTE_CONTRACTS: Record<string, RouteContract> = {
  'GET /healthz': { success: z.object({ status: z.literal('ok') }) },
  'GET /readyz': { success: z.object({ status: z.literal('ready') }) },
  'GET /api/config': { success: z.object({ marinaName: z.string(), timeZone: z.string() }) },
  'GET /api/openapi.json': {
    success: z.object({
      openapi: z.string().startsWith('3.1.'),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
  },
  'GET /api/docs': {
    success: z.string().regex(/^<!doctype html>[^]*<script src="\/api\/docs\/scalar\.\w+\.js">/),
    html: true,
  },
  'POST /api/register': {
    body: () => ({
      email: uniqueEmail('hostile'),
      password: 'harbor-pass-1',
      fullName: 'Casey Mariner',
      storageType: 'dry-storage',
      phoneNumber: '555-0100',
      username: 'casey',
      preferredEmail: 'casey@example.test',
      isVibMember: true,
    }),
    success: user,
  },
  'POST /api/login': {
    body: (f) => ({ email: f.ownerEmail, password: f.password }),
    success: user,
  },
  'POST /api/logout': { body: () => ({}), success: message },
  'GET /api/user': { success: user },
  'GET /api/session': { success: z.object({ user: user.nullable() }) },
  'POST /api/forgot-password': { body: (f) => ({ email: f.ownerEmail }), success: message },
  'POST /api/reset-password': {
    body: (f) => ({
      email: f.ownerEmail,
      token: 'a'.repeat(64),
      newPassword: 'harbor-pass-2',
      confirmPassword: 'harbor-pass-2',
    }),
    success: message,
  },
  'GET /api/profile': { success: z.object({ profile: profile.nullable() }) },
  'POST /api/profile': {
    body: () => ({
      fullName: 'Casey Mariner',
      phoneNumber: '555-0100',
      preferredEmail: 'casey@example.test',
      storageType: 'wet-slip',
      wetSlipNumber: 'B-12',
      dryStorageLocation: null,
      isVibMember: false,
      preferredSourceSlip: 'my-wet-slip',
      preferredDestination: 'wash-pad',
      notes: 'Blue hull\nmast up',
    }),
    success: z.object({ profile }),
  },
  'GET /api/users/:id/profile': { success: z.object({ profile }) },
  // Refused (409) while the fixture's preferred email needs no proof; the shape is the point.
  'POST /api/profile/email-verification': { body: () => ({}), success: message },
  'POST /api/verify-email': { body: () => ({ token: 'a'.repeat(43) }), success: message },
  // An owner's own texts. Codes are limited per hour, so most sends answer 429 after the first
  // three; a check without the texted code answers 400 or 410.
  'GET /api/sms': { success: z.object({ sms: smsSettings }).strict() },
  'POST /api/sms/verification': {
    body: () => ({ phoneNumber: '(617) 555-0123' }),
    success: smsAnswer,
  },
  'POST /api/sms/verification/check': { body: () => ({ code: '123456' }), success: smsAnswer },
  'PATCH /api/sms': {
    body: () => ({ confirmations: true, reminders: false, status: true }),
    success: smsAnswer,
  },
  'DELETE /api/sms': { success: smsAnswer },
  'GET /api/timeslots/available': {
    query: () => ({ date: serviceDate(), serviceType: 'launch' }),
    success: z.object({
      date: isoDate,
      availableTimeSlots: z.array(z.enum(TIME_SLOTS)),
      slots: z.array(z.object({ timeSlot: z.enum(TIME_SLOTS), remaining: z.number().int() })),
    }),
  },
  'GET /api/timeslots/days': {
    query: () => ({ from: day(1), to: day(30) }),
    success: z.object({
      days: z.array(
        z.object({
          date: isoDate,
          state: z.enum(['open', 'full', 'closed']),
          reason: z.string().nullable(),
        }),
      ),
    }),
  },
  'GET /api/timeslots/next-open': {
    query: () => ({ from: day(1) }),
    success: z.object({
      next: z.object({ date: isoDate, timeSlot: z.enum(TIME_SLOTS) }).nullable(),
    }),
  },
  'POST /api/bookings': {
    body: (f, role) =>
      role === 'admin'
        ? {
            ...ownerBooking(),
            userId: f.ownerId,
            ownerName: 'Casey Mariner',
            ownerEmail: 'casey@example.test',
            ownerPhone: '555-0100',
            isVibMember: false,
          }
        : ownerBooking(),
    success: z.object({ booking }),
  },
  'GET /api/bookings': {
    query: () => ({
      from: day(1),
      to: day(60),
      q: 'Casey',
      serviceType: 'haul-out',
      sort: '-owner',
      limit: '20',
      offset: '0',
    }),
    success: z.object({ bookings: z.array(booking), total: z.number().int().nonnegative() }),
  },
  'GET /api/events': {
    query: () => ({ date: serviceDate() }),
    // The head's first block asks the client to wait 2 s before reconnecting.
    success: z.string().regex(/^retry: ?\d+\n\n/),
    stream: true,
  },
  'GET /api/bookings/user/:userId': { success: z.object({ bookings: z.array(booking) }) },
  'GET /api/bookings/user/:userId/cancelled': {
    success: z.object({
      bookings: z.array(
        booking.extend({ cancelledAt: z.string(), cancelledBy: z.enum(['owner', 'office']) }),
      ),
    }),
  },
  'PATCH /api/bookings/:id/completed': {
    body: () => ({ completed: true, isOneWay: false, isBothWays: true }),
    success: z.object({ booking }),
  },
  'PATCH /api/bookings/:id/status': {
    body: () => ({ status: 'in_progress' }),
    success: z.object({ booking: booking.extend({ serviceStatus: z.enum(SERVICE_STATUSES) }) }),
  },
  // A path's id rarely names a lift, so a valid body mostly meets 404 'Lift not found'; null
  // (no lift) is always valid.
  'PATCH /api/bookings/:id/lift': {
    body: () => ({ liftId: null }),
    success: z.object({ booking: booking.extend({ liftId: z.number().int().nullable() }) }),
  },
  'GET /api/lifts': { success: z.object({ lifts: z.array(lift) }) },
  'POST /api/lifts': {
    body: () => ({ name: `Hoist ${Math.random().toString(36).slice(2, 8)}` }),
    success: z.object({ lift }),
  },
  'PATCH /api/lifts/:id': { body: () => ({ name: 'Travel lift' }), success: z.object({ lift }) },
  'DELETE /api/lifts/:id': { success: z.object({ lift }) },
  'POST /api/bookings/:id/reschedule': {
    // The fixture's booking is on serviceDate() at 12:00 PM; a move there again is refused.
    body: () => ({ bookingDate: day(41), timeSlot: '10:00 AM' }),
    success: z.object({ booking }),
  },
  'DELETE /api/bookings/:id': { success: removed },
  'DELETE /api/bookings': {
    body: () => ({ notifyOwners: false }),
    success: z.object({ cleared: z.number().int().nonnegative(), notified: z.literal(0) }),
  },
  'GET /api/dev/clear-bookings': {
    success: z.object({ cleared: z.number().int().nonnegative(), notified: z.literal(0) }),
  },
  // The fixture's deadline has free places, so a valid join is refused as 'book it instead'
  // (409); the success shape is what a join on a full deadline answers (waitlist tests).
  'POST /api/waitlist': {
    body: () => ownerBooking(),
    success: z.object({ entry: waitlistEntry }),
  },
  'GET /api/waitlist': { success: z.object({ entries: z.array(waitlistEntry) }) },
  'DELETE /api/waitlist/:id': { success: removed },
  'GET /api/bookings/:id/history': {
    success: z.object({ history: z.array(z.object({ id: z.string(), action: z.string() })) }),
  },
  'GET /api/admin/capacity': { success: capacitySettings },
  'PUT /api/admin/capacity': {
    body: () => ({ timeSlot: '10:00 AM', capacity: 4 }),
    success: capacitySettings,
  },
  'DELETE /api/admin/capacity': {
    query: () => ({ timeSlot: '10:00 AM' }),
    success: capacitySettings,
  },
  'GET /api/admin/capacity/days': {
    query: () => ({ from: day(1), to: day(30) }),
    success: z.object({
      days: z.array(
        z.object({ date: isoDate, deadlines: z.array(z.object({ booked: z.number() })) }),
      ),
    }),
  },
  'GET /api/admin/slot-overrides/affected': {
    query: () => ({ date: serviceDate(), timeSlot: '12:00 PM' }),
    success: z.object({ bookings: z.number().int().nonnegative(), owners: z.number().int() }),
  },
  'GET /api/admin/slot-overrides/bookings': {
    success: z.object({ bookings: z.array(booking), total: z.number().int().nonnegative() }),
  },
  'GET /api/admin/capacity/overbooked': {
    query: () => ({ capacity: '0', date: serviceDate(), timeSlot: '12:00 PM' }),
    success: z.object({
      deadlines: z.array(
        z.object({
          date: isoDate,
          timeSlot: z.enum(TIME_SLOTS),
          bookings: z.array(
            z.object({ id: z.number().int(), ownerName: z.string(), confirmationCode: z.string() }),
          ),
        }),
      ),
    }),
  },
  'GET /api/admin/activity': {
    query: () => ({ kind: 'bookings', from: day(-30), to: day(1), limit: '10', offset: '0' }),
    success: z.object({
      entries: z.array(z.object({ id: z.number().int(), action: z.string(), summary: z.string() })),
      total: z.number().int().nonnegative(),
    }),
  },
  'GET /api/admin/slot-overrides': {
    query: () => ({ from: day(1), to: day(90) }),
    success: z.object({ overrides: z.array(slotOverride) }),
  },
  'PUT /api/admin/slot-overrides': {
    body: () => ({
      date: day(70),
      timeSlot: '3:00 PM',
      capacity: 5,
      closed: false,
      reason: 'Regatta\tweekend',
    }),
    success: z.object({ override: slotOverride, notified: z.number().int().nonnegative() }),
  },
  'DELETE /api/admin/slot-overrides/:id': { success: removed },
  'POST /api/weather-holds/preview': {
    body: () => ({ date: day(75), timeSlots: ['10:00 AM'], reason: 'Gale warning' }),
    success: z.object({
      moves: z.array(holdMove),
      unplaced: z.number().int().nonnegative(),
      waitlistEntries: z.number().int().nonnegative(),
    }),
  },
  'POST /api/weather-holds': {
    body: () => ({ date: day(76), timeSlots: ['10:00 AM', '3:00 PM'], reason: 'Gale warning' }),
    success: z.object({ hold: weatherHold, moves: z.array(holdMove) }),
  },
  'GET /api/weather-holds': { success: z.object({ holds: z.array(weatherHold) }) },
  'DELETE /api/weather-holds/:id': { success: message.extend({ hold: weatherHold }) },
  'GET /api/users': {
    query: () => ({ q: 'casey', limit: '20', offset: '0' }),
    success: z.object({
      users: z.array(user.extend({ upcomingBookings: z.number().int().nonnegative() })),
      total: z.number().int().nonnegative(),
    }),
  },
  'PATCH /api/users/:id/role': { body: () => ({ isAdmin: true }), success: z.object({ user }) },
  'DELETE /api/users/:id': { success: removed },
  'POST /api/export/sheets': {
    success: z.object({
      url: z.string().startsWith('https://docs.google.com/spreadsheets/d/'),
      bookingsExported: z.number().int().nonnegative(),
      message: z.string().min(1),
    }),
  },
  'GET /api/tokens': { success: z.object({ tokens: z.array(apiToken) }) },
  // Past the cap of tokens per admin (25) a valid request is a 409, an answer like any other.
  'POST /api/tokens': {
    body: () => ({ name: 'Accounting sync', scope: 'read' }),
    success: z.object({ token: apiToken, secret: z.string().regex(/^mt_[\w-]{43}$/) }),
  },
  'DELETE /api/tokens/:id': { success: removed },
  'GET /api/calendar/feeds': {
    success: z.object({
      owner: z.object({ createdAt: z.string() }).nullable(),
      yard: z.object({ createdAt: z.string() }).nullable(),
    }),
  },
  'POST /api/calendar/feeds/:scope': {
    success: z.object({
      url: z.string().regex(/\/api\/calendar\/[\w-]{43}\.ics$/),
      webcalUrl: z.string().startsWith('webcal://'),
      createdAt: z.string(),
    }),
  },
  'DELETE /api/calendar/feeds/:scope': { success: message },
  // A path the suite fills never holds a live token (43 random characters, stored hashed), and
  // the token is checked before the query, so every answer is the JSON 404; the calendar
  // itself is checked in the calendar-feeds tests with a strict parser.
  'GET /api/calendar/:token.ics': {
    query: () => ({ serviceType: 'haul-out' }),
    success: z.never(),
  },
  // Signed, a STOP opts the number out once (the runs after get the empty answer); a spoiled
  // field is answered empty, a spoiled body refused, and nothing else is stored.
  'POST /api/sms/inbound': {
    body: () => ({ From: '+16175550142', Body: 'STOP' }),
    success: z
      .string()
      .regex(
        /^<\?xml version="1.0" encoding="UTF-8"\?><Response(\/>|><Message>[^<]+<\/Message><\/Response>)$/,
      ),
    twilio: 'twiml',
  },
  // The sid names no text of the fixture's, so a valid callback is answered 204 with no effect.
  'POST /api/sms/status': {
    body: () => ({
      MessageSid: `SM${'0a'.repeat(16)}`,
      MessageStatus: 'undelivered',
      ErrorCode: '30006',
      To: '+16175550142',
    }),
    success: z.literal(''),
    twilio: 'empty',
  },
  'GET /api/export/bookings.csv': {
    query: () => ({ from: day(-30), to: day(90) }),
    csv: true,
    success: z
      .array(z.array(z.string()))
      .min(1)
      .refine((rows) => rows[0]?.[0] === 'Confirmation code', 'starts with the header row'),
  },
};
