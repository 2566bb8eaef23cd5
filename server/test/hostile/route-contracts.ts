import { apiRoutes } from '@shared/api';
import type { RouteDefinition } from '@shared/api/route';
import { uniqueEmail } from '../factories';
import { browserKeys } from '../fake-push/push-decrypt';
import { validReport } from '../kits/client-error-kit';
import type { HostileFixture } from './fixture';
import type { Role } from './wire';

/**
 * Every route's valid request, which the property suite then spoils field by field; what a
 * success must look like is the route's contract (shared/api). A route the app answers without
 * a row here fails the suite, so a new route is fuzzed from its first commit.
 */
export interface RouteContract {
  /** A valid JSON body for this role; the suite keeps, drops or replaces each field. */
  body?: (fixture: HostileFixture, role: Role) => Record<string, unknown>;
  /** A valid query string. */
  query?: () => Record<string, string>;
  /**
   * One of Twilio's webhooks: the valid body travels as a form, signed as Twilio signs it (over
   * APP_URL plus the path). Its errors are still JSON.
   */
  twilio?: true;
}

/** The route's description in the contract, whose successes and content the suite checks. */
export function contractRouteOf(method: string, path: string): RouteDefinition {
  const route = apiRoutes.find((entry) => entry.method === method && entry.path === path);
  if (!route) throw new Error(`${method} ${path} has no contract in shared/api`);
  return route;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A date well clear of the 24-hour rule and of the booking horizon. */
export const serviceDate = () => day(40);

/** A browser's push subscription on a public address (saved, never contacted). */
const pushSubscriptionBody = () => {
  const keys = browserKeys();
  return {
    endpoint: `https://93.184.215.14/push/${keys.auth}`,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
};

const boatBody = () => ({
  name: 'Sea Breeze',
  kind: 'sail',
  lengthM: 9.91,
  beamM: 3.35,
  draftM: 1.52,
  weightKg: 6350,
  make: 'Catalina',
  model: '320',
  year: 2004,
  registration: 'MA 1234 AB',
  insuranceExpiresOn: day(400),
  notes: 'Lift at the marked points.',
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
  'GET /healthz': {},
  'GET /readyz': {},
  'GET /api/config': {},
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
  'GET /manifest.webmanifest': {},
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
  },
  'POST /api/login': {
    body: (f) => ({ email: f.ownerEmail, password: f.password }),
  },
  'POST /api/logout': { body: () => ({}) },
  'GET /api/user': {},
  'GET /api/session': {},
  'POST /api/client-errors': { body: () => validReport() },
  'POST /api/forgot-password': { body: (f) => ({ email: f.ownerEmail }) },
  'POST /api/reset-password': {
    body: (f) => ({
      email: f.ownerEmail,
      token: 'a'.repeat(64),
      newPassword: 'harbor-pass-2',
      confirmPassword: 'harbor-pass-2',
    }),
  },
  'GET /api/profile': {},
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
  },
  'GET /api/users/:id/profile': {},
  // Refused (409) while the fixture's preferred email needs no proof; the shape is the point.
  'POST /api/profile/email-verification': { body: () => ({}) },
  'POST /api/verify-email': { body: () => ({ token: 'a'.repeat(43) }) },
  // An owner's own texts. Codes are limited per hour, so most sends answer 429 after the first
  // three; a check without the texted code answers 400 or 410.
  'GET /api/sms': {},
  'POST /api/sms/verification': {
    body: () => ({ phoneNumber: '(617) 555-0123' }),
  },
  'POST /api/sms/verification/check': { body: () => ({ code: '123456' }) },
  'PATCH /api/sms': {
    body: () => ({ confirmations: true, reminders: false, status: true }),
  },
  'DELETE /api/sms': {},
  'GET /api/push/key': {},
  'POST /api/push/subscriptions': { body: () => pushSubscriptionBody() },
  'DELETE /api/push/subscriptions': { body: () => ({ endpoint: pushSubscriptionBody().endpoint }) },
  'GET /api/push/subscriptions': {},
  // A path's id rarely names one of the caller's browsers: a valid request mostly meets 404.
  'DELETE /api/push/subscriptions/:id': {},
  'GET /api/timeslots/available': {
    query: () => ({ date: serviceDate(), serviceType: 'launch' }),
  },
  'GET /api/timeslots/days': {
    query: () => ({ from: day(1), to: day(30) }),
  },
  'GET /api/timeslots/next-open': {
    query: () => ({ from: day(1) }),
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
  },
  'GET /api/events': {
    query: () => ({ date: serviceDate() }),
  },
  'GET /api/bookings/user/:userId': {},
  'GET /api/bookings/user/:userId/cancelled': {},
  'PATCH /api/bookings/:id/completed': {
    body: () => ({ completed: true, isOneWay: false, isBothWays: true }),
  },
  'PATCH /api/bookings/:id/status': {
    body: () => ({ status: 'in_progress' }),
  },
  // A path's id rarely names a lift, so a valid body mostly meets 404 'Lift not found'; null
  // (no lift) is always valid.
  'PATCH /api/bookings/:id/lift': {
    body: () => ({ liftId: null }),
  },
  'GET /api/lifts': {},
  'POST /api/lifts': {
    body: () => ({ name: `Hoist ${Math.random().toString(36).slice(2, 8)}` }),
  },
  'PATCH /api/lifts/:id': { body: () => ({ name: 'Travel lift' }) },
  'DELETE /api/lifts/:id': {},
  'POST /api/lifts/auto-assign': { body: () => ({ date: '2027-01-04' }) },
  'GET /api/boats': {},
  // Every field of a boat, so each is spoiled in turn; ten in service per owner, so many
  // valid adds meet 409 too_many_boats, whose shape the contract also holds.
  'POST /api/boats': { body: () => boatBody() },
  'PATCH /api/boats/:id': { body: () => boatBody() },
  'DELETE /api/boats/:id': {},
  'GET /api/users/:id/boats': {},
  'POST /api/users/:id/boats': { body: () => boatBody() },
  'POST /api/bookings/:id/reschedule': {
    // The fixture's booking is on serviceDate() at 12:00 PM; a move there again is refused.
    body: () => ({ bookingDate: day(41), timeSlot: '10:00 AM' }),
  },
  'DELETE /api/bookings/:id': {},
  'DELETE /api/bookings': {
    body: () => ({ notifyOwners: false }),
  },
  'GET /api/dev/clear-bookings': {},
  // The fixture's deadline has free places, so a valid join is refused as 'book it instead'
  // (409); the success shape is what a join on a full deadline answers (waitlist tests).
  'POST /api/waitlist': {
    body: () => ownerBooking(),
  },
  'GET /api/waitlist': {},
  'DELETE /api/waitlist/:id': {},
  'GET /api/bookings/:id/history': {},
  'GET /api/admin/capacity': {},
  'PUT /api/admin/capacity': {
    body: () => ({ timeSlot: '10:00 AM', capacity: 4 }),
  },
  'DELETE /api/admin/capacity': {
    query: () => ({ timeSlot: '10:00 AM' }),
  },
  'GET /api/admin/capacity/days': {
    query: () => ({ from: day(1), to: day(30) }),
  },
  'GET /api/admin/slot-overrides/affected': {
    query: () => ({ date: serviceDate(), timeSlot: '12:00 PM' }),
  },
  'GET /api/admin/slot-overrides/bookings': {},
  'GET /api/admin/capacity/overbooked': {
    query: () => ({ capacity: '0', date: serviceDate(), timeSlot: '12:00 PM' }),
  },
  'GET /api/admin/activity': {
    query: () => ({ kind: 'bookings', from: day(-30), to: day(1), limit: '10', offset: '0' }),
  },
  'GET /api/admin/slot-overrides': {
    query: () => ({ from: day(1), to: day(90) }),
  },
  'PUT /api/admin/slot-overrides': {
    body: () => ({
      date: day(70),
      timeSlot: '3:00 PM',
      capacity: 5,
      closed: false,
      reason: 'Regatta\tweekend',
    }),
  },
  'DELETE /api/admin/slot-overrides/:id': {},
  'POST /api/weather-holds/preview': {
    body: () => ({ date: day(75), timeSlots: ['10:00 AM'], reason: 'Gale warning' }),
  },
  'POST /api/weather-holds': {
    body: () => ({ date: day(76), timeSlots: ['10:00 AM', '3:00 PM'], reason: 'Gale warning' }),
  },
  'GET /api/weather-holds': {},
  'DELETE /api/weather-holds/:id': {},
  'GET /api/users': {
    query: () => ({ q: 'casey', limit: '20', offset: '0' }),
  },
  'PATCH /api/users/:id/role': { body: () => ({ isAdmin: true }) },
  'DELETE /api/users/:id': {},
  'POST /api/export/sheets': {},
  'GET /api/tokens': {},
  // Past the cap of tokens per admin (25) a valid request is a 409, an answer like any other.
  'POST /api/tokens': {
    body: () => ({ name: 'Accounting sync', scope: 'read' }),
  },
  'DELETE /api/tokens/:id': {},
  // A public address needs no DNS lookup, so a valid request is saved (or, past the cap of
  // 20 endpoints, refused with 409) without leaving the machine; nothing sends in this suite.
  'POST /api/webhooks': {
    body: () => ({ url: 'https://93.184.215.14/hooks/marina', events: ['booking.created'] }),
  },
  'GET /api/webhooks': {},
  'DELETE /api/webhooks/:id': {},
  'GET /api/webhooks/:id/deliveries': {},
  'POST /api/webhooks/:id/deliveries/:deliveryId/retry': {},
  'GET /api/calendar/feeds': {},
  'POST /api/calendar/feeds/:scope': {},
  'DELETE /api/calendar/feeds/:scope': {},
  // A path the suite fills never holds a live token (43 random characters, stored hashed), and
  // the token is checked before the query, so every answer is the JSON 404; the calendar
  // itself is checked in the calendar-feeds tests with a strict parser.
  'GET /api/calendar/:token.ics': {
    query: () => ({ serviceType: 'haul-out' }),
  },
  // Signed, a STOP opts the number out once (the runs after get the empty answer); a spoiled
  // field is answered empty, a spoiled body refused, and nothing else is stored.
  'POST /api/sms/inbound': {
    body: () => ({ From: '+16175550142', Body: 'STOP' }),

    twilio: true,
  },
  // The sid names no text of the fixture's, so a valid callback is answered 204 with no effect.
  'POST /api/sms/status': {
    body: () => ({
      MessageSid: `SM${'0a'.repeat(16)}`,
      MessageStatus: 'undelivered',
      ErrorCode: '30006',
      To: '+16175550142',
    }),

    twilio: true,
  },
  'GET /api/export/bookings.csv': {
    query: () => ({ from: day(-30), to: day(90) }),
  },
};
