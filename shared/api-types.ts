import type {
  BookingEventType,
  Location,
  ServiceStatus,
  ServiceType,
  SlotUnavailableReason,
  StorageType,
  TimeSlot,
} from './constants';
import type { ErrorCode } from './error-codes';

/** Shapes the API returns (DESIGN §6). The server's presenters produce exactly these. */

export interface PublicUser {
  id: number;
  email: string;
  ownerName: string;
  username: string;
  isAdmin: boolean;
}

/** A row of the Users tab (GET /api/users, admin). */
export interface AdminUserSummary extends PublicUser {
  /** Active bookings dated today or later (marina time). */
  upcomingBookings: number;
  /** Every active booking, past ones too: what a deletion takes with the user. */
  activeBookings: number;
  /** The verified mobile the owner gets texts on (E.164), or null (issue 28). */
  mobile: string | null;
  /** The same as people write it in MARINA_COUNTRY ('(617) 555-0123'), international abroad. */
  mobileDisplay: string | null;
}

export interface AdminUserList {
  users: AdminUserSummary[];
  /** Every user matching q, ignoring limit and offset. */
  total: number;
}

export interface Profile {
  id: number;
  userId: number;
  fullName: string | null;
  phoneNumber: string | null;
  preferredEmail: string | null;
  /**
   * false while preferredEmail awaits its verification link: mail then goes to the account
   * email. true when verified, equal to the account email, or unset.
   */
  preferredEmailVerified: boolean;
  storageType: StorageType | null;
  wetSlipNumber: string | null;
  dryStorageLocation: string | null;
  isVibMember: boolean;
  preferredSourceSlip: Location | null;
  preferredDestination: Location | null;
  notes: string | null;
  updatedAt: string;
}

export interface Booking {
  id: number;
  userId: number;
  serviceType: ServiceType;
  sourceSlipType: Location;
  destination: Location;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string;
  isVibMember: boolean;
  specialRequests: string | null;
  /** The marina calendar date, yyyy-MM-dd. */
  bookingDate: string;
  timeSlot: TimeSlot;
  confirmationCode: string;
  completed: boolean;
  isOneWay: boolean;
  isBothWays: boolean;
  /**
   * A weather hold closed its deadline and found no later place for it: the owner is asked to
   * choose a new date (their Change date ignores the 24-hour rule for it).
   */
  needsNewDate: boolean;
  /**
   * Its deadline is closed now (a closure or a weather hold), with the reason the office gave:
   * the owner must pick a new date, and may change it whatever the 24-hour rule says.
   */
  closure: BookingClosure | null;
  /** Where the service stands on the day (issue 27); `completed` is true exactly when 'done'. */
  serviceStatus: ServiceStatus;
  /** When the status last changed (who changed it is in the booking's history); null if never. */
  statusChangedAt: string | null;
  /** The lift assigned to it, if any (GET /api/lifts names it; a retired lift keeps its id). */
  liftId: number | null;
  createdAt: string;
}

/** The yard's lifting equipment (GET /api/lifts). */
export interface Lift {
  id: number;
  name: string;
  /** null while in service; a retired lift keeps the bookings it served. */
  retiredAt: string | null;
  createdAt: string;
}

/**
 * One live event (GET /api/events, `event: booking`): what happened and the booking as it is
 * when sent. A cancelled booking is sent as it was, with its cancellation.
 */
export interface BookingEvent {
  type: BookingEventType;
  booking: Booking;
}

export interface BookingClosure {
  reason: string | null;
}

/** An owner's place in the queue for a full deadline (GET/POST /api/waitlist). */
export interface WaitlistEntry {
  id: number;
  serviceType: ServiceType;
  sourceSlipType: Location;
  destination: Location;
  specialRequests: string | null;
  /** The marina calendar date, yyyy-MM-dd. */
  bookingDate: string;
  timeSlot: TimeSlot;
  /** 1 = next in line: the waiting entries of this deadline ahead of this one, plus one. */
  position: number;
  createdAt: string;
}

/** Who cancelled a booking, as its owner reads it: they did, or the office did. */
export type CancelledBy = 'owner' | 'office';

/** An owner's cancelled booking, for the history on /my-bookings. */
export interface CancelledBooking extends Booking {
  cancelledAt: string;
  cancelledBy: CancelledBy;
}

export interface AdminBooking extends Booking {
  profile: {
    storageType: StorageType | null;
    isVibMember: boolean;
    /** Where the boat lives, for the crew's day sheet. */
    wetSlipNumber: string | null;
    dryStorageLocation: string | null;
  } | null;
  user: { username: string } | null;
  /**
   * Whether the owner gets texts about this booking (issue 28): a verified mobile with
   * confirmations or the day's status turned on, and a number that has not opted out.
   */
  ownerTexts: boolean;
}

export interface SlotAvailability {
  timeSlot: TimeSlot;
  capacity: number;
  remaining: number;
  available: boolean;
  reason: SlotUnavailableReason | null;
  /** The admin's reason for a closure, shown to owners. */
  closedReason?: string | null;
}

export interface AvailabilityResponse {
  date: string;
  serviceType: ServiceType;
  availableTimeSlots: TimeSlot[];
  slots: SlotAvailability[];
}

export interface PublicConfig {
  marinaName: string;
  timeZone: string;
  timeSlots: readonly TimeSlot[];
  websiteUrl: string;
  slotCapacity: number;
  /** Bookings are taken up to this many marina days ahead; the calendar stops there. */
  bookingHorizonDays: number;
  features: { sheetsExport: boolean };
}

/** POST /api/export/sheets: where the bookings went and how many (SPEC §7, DESIGN §8). */
export interface SheetsExportResult {
  /** Opens the spreadsheet at its 'Bookings' sheet. */
  url: string;
  bookingsExported: number;
  message: string;
}

/** Every non-2xx JSON answer (DESIGN §6). */
export interface ApiErrorBody {
  message: string;
  code?: ErrorCode;
  errors?: { path: string; message: string }[];
}

export interface AdminBookingList {
  bookings: AdminBooking[];
  /** All active bookings matching the filters, ignoring limit and offset. */
  total: number;
}

export interface SlotCapacitySetting {
  timeSlot: TimeSlot;
  capacity: number;
  /** False while the deadline uses SLOT_CAPACITY. */
  custom: boolean;
}

export interface CapacitySettings {
  defaultCapacity: number;
  slots: SlotCapacitySetting[];
}

export interface SlotOverride {
  id: number;
  date: string;
  /** null: the whole day. */
  timeSlot: TimeSlot | null;
  capacity: number | null;
  closed: boolean;
  reason: string | null;
  createdAt: string;
}

/** Who did something to a booking; null when that account has since been deleted. */
export interface HistoryActor {
  id: number;
  email: string;
  ownerName: string;
}

/** One line of a booking's history (GET /api/bookings/{id}/history), oldest first. */
export interface BookingHistoryEntry {
  /** 'audit-{n}' for an audit row; 'created' / 'cancelled' when read from the booking itself. */
  id: string;
  /** 'booking.create', 'booking.flags', 'booking.delete', 'booking.cancel', 'booking.clear-all' … */
  action: string;
  actor: HistoryActor | null;
  before: unknown;
  after: unknown;
  /** The change in words, for a status or lift change: 'Status set to Done (was In progress)'. */
  summary?: string;
  createdAt: string;
}

/*
 * The envelopes the routes answer with, named once so a client call and the route that
 * answers it cannot drift apart.
 */

/** POST /api/bookings (201) and PATCH /api/bookings/{id}/completed. */
export interface BookingResponse {
  booking: Booking;
}

/** GET /api/bookings/user/{userId}: that owner's active bookings. */
export interface UserBookingsResponse {
  bookings: Booking[];
}

/** GET /api/bookings/user/{userId}/cancelled: that owner's cancelled bookings, latest first. */
export interface CancelledBookingsResponse {
  bookings: CancelledBooking[];
}

/** GET /api/bookings/{id}/history. */
export interface BookingHistoryResponse {
  history: BookingHistoryEntry[];
}

/** DELETE /api/bookings and GET /api/dev/clear-bookings: how many active bookings were cancelled. */
export interface ClearedBookingsResponse {
  cleared: number;
  /** Owners emailed their cancellation (one mail each, through the queue); 0 when not asked. */
  notified: number;
}

/** GET /api/profile: null until the owner first saves one. */
export interface OwnProfileResponse {
  profile: Profile | null;
}

/** POST /api/profile and GET /api/users/{id}/profile. */
export interface ProfileResponse {
  profile: Profile;
}

/**
 * GET /api/session: who is signed in, or null, always with 200. The app asks this on load, so
 * an anonymous visit logs no failed request (GET /api/user answers 401, as SPEC says).
 */
export interface SessionResponse {
  user: PublicUser | null;
}

/** PATCH /api/users/{id}/role. */
export interface UserResponse {
  user: PublicUser;
}

/** GET /api/admin/slot-overrides. */
export interface SlotOverridesResponse {
  overrides: SlotOverride[];
}

/** PUT /api/admin/slot-overrides: the closure or capacity, and how many owners were told. */
export interface SlotOverrideSaved {
  override: SlotOverride;
  notified: number;
}

/** DELETE of a booking, a user or a slot override: what went. */
export interface RemovedResponse {
  message: string;
  id: number;
}

/** An answer of words only: logout, forgot-password, reset-password. */
export interface MessageResponse {
  message: string;
}

/** A calendar feed that is on: only when it was made (its URL was shown once, then). */
export interface CalendarFeedStatus {
  createdAt: string;
}

/** GET /api/calendar/feeds: the user's feeds; yard is null for anyone but an admin. */
export interface CalendarFeeds {
  owner: CalendarFeedStatus | null;
  yard: CalendarFeedStatus | null;
}

/** POST /api/calendar/feeds/{scope}: the new private URL, shown this once. */
export interface CreatedCalendarFeed {
  url: string;
  /** The same URL with webcal://, which opens the device's calendar app to subscribe. */
  webcalUrl: string;
  createdAt: string;
}

/**
 * GET /api/admin/slot-overrides/bookings: active bookings, today or later, on closed deadlines,
 * the first 500 chronologically; total counts them all.
 */
export type ClosedDeadlineBookingsResponse = AdminBookingList;

/** One deadline holding more active bookings than a capacity being saved would allow. */
export interface OverbookedDeadline {
  date: string;
  timeSlot: TimeSlot;
  bookings: Array<Pick<Booking, 'id' | 'ownerName' | 'confirmationCode'>>;
}

/** GET /api/admin/capacity/overbooked: the deadlines a lower capacity would leave over-full. */
export interface OverbookedResponse {
  deadlines: OverbookedDeadline[];
}

/** A date as the owner's calendar marks it: bookable, with no place left, or closed all day. */
export type DayState = 'open' | 'full' | 'closed';

export interface ScheduleDay {
  date: string;
  state: DayState;
  /** Why the yard is closed that day, when it is. */
  reason: string | null;
}

/** GET /api/timeslots/days?from&to: each date of the span, for the owner's calendar. */
export interface ScheduleDaysResponse {
  days: ScheduleDay[];
}

/** GET /api/timeslots/next-open?from: the first deadline an owner could book from that date. */
export interface NextOpenResponse {
  next: { date: string; timeSlot: TimeSlot } | null;
}

/** An owner's text-message settings (GET /api/sms and every /api/sms answer, issue 28). */
export interface SmsSettings {
  /** The verified mobile in E.164 ('+16175550123'), or null when texts are off. */
  phoneNumber: string | null;
  /** The same number as people write it in MARINA_COUNTRY ('(617) 555-0123'), or international. */
  phoneNumberDisplay: string | null;
  verifiedAt: string | null;
  confirmations: boolean;
  reminders: boolean;
  status: boolean;
  /**
   * The verified number gets no texts: it texted STOP ('stop', until it texts START) or the
   * provider said it cannot take them ('undeliverable').
   */
  optedOut: 'stop' | 'undeliverable' | null;
  /** A code was texted and awaits its check: to which number, until when. */
  pending: { phoneNumber: string; phoneNumberDisplay: string; expiresAt: string } | null;
  /** The number the marina texts from, to text START or HELP to; null when unknown. */
  marinaNumber: string | null;
}

export interface SmsSettingsResponse {
  sms: SmsSettings;
  message?: string;
}
