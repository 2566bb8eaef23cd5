import type { Location, ServiceType, TimeSlot } from '@shared/constants';
import type { MailKind } from './enums';

/** What a booking email needs, copied at the time of the change (the row may go later). */
export interface BookingSnapshot {
  id: number;
  confirmationCode: string;
  serviceType: ServiceType;
  bookingDate: string;
  timeSlot: TimeSlot;
  sourceSlipType: Location;
  destination: Location;
  ownerName: string;
  ownerEmail: string;
  /**
   * The owner's account: whose texts go with the mail (absent in rows queued before texts existed).
   */
  userId?: number;
  specialRequests: string | null;
  /** The calendar event's SEQUENCE; absent in rows queued before reschedules existed (0). */
  sequence?: number;
  /** The boat it is for, null for none (absent in rows queued before boats existed). */
  boatId?: number | null;
  /**
   * The boat's name when the mail was queued: enqueueMails reads it for every booking that has a
   * boat, so no caller has to; absent or null, the mail names no boat.
   */
  boatName?: string | null;
}

/** Each kind's fields: one entry per MAIL_KINDS value (the CHECK on mail_queue.kind). */
interface PayloadFields {
  'booking-confirmed': {
    booking: BookingSnapshot;
    bookedByAdmin: boolean;
    /** true when the booking was made from the owner's waitlist entry as a place freed. */
    fromWaitlist?: boolean;
  };
  'booking-cancelled': { booking: BookingSnapshot; cancelledByAdmin: boolean };
  'booking-changed': {
    booking: BookingSnapshot;
    /** The date and deadline it had before the change. */
    previous: { bookingDate: string; timeSlot: TimeSlot };
    changedByAdmin: boolean;
  };
  'booking-reminder': { booking: BookingSnapshot };
  'date-closed': {
    booking: BookingSnapshot;
    reason: string | null;
    /** false when only the booking's deadline closed; absent (older rows) means the day. */
    wholeDay?: boolean;
  };
  'weather-hold': {
    /** Where the booking is now: the new deadline, or the held one when moved is false. */
    booking: BookingSnapshot;
    /** The held deadline it was on. */
    previous: { bookingDate: string; timeSlot: TimeSlot };
    reason: string;
    /** false: no later place within the horizon; the owner is asked to choose a date. */
    moved: boolean;
  };
  'waitlist-held': {
    ownerName: string;
    serviceType: ServiceType;
    bookingDate: string;
    timeSlot: TimeSlot;
    reason: string;
  };
  /** The office closed a deadline the owner was waiting at: their entry has ended. */
  'waitlist-closed': {
    ownerName: string;
    serviceType: ServiceType;
    bookingDate: string;
    timeSlot: TimeSlot;
    reason: string | null;
  };
  /**
   * The service is done (docs/product.md#service-status): the boat is in the water, or out of it.
   */
  'status-done': { booking: BookingSnapshot };
  /** The owner did not come for their service: asked to call the office. */
  'status-no-show': { booking: BookingSnapshot };
  // resetUrl is null once the message is sent or given up (see scrubbedPayload).
  'password-reset': { email: string; ownerName: string; resetUrl: string | null };
  // verifyUrl is null once the message is sent, held or given up, like resetUrl.
  'email-verification': { email: string; verifyUrl: string | null };
  /**
   * A text only (docs/product.md#text-messages): the code that proves a mobile; null once sent,
   * like resetUrl.
   */
  'sms-verification': { code: string | null };
  /**
   * To an admin (docs/product.md#integrations): an endpoint failed for three days and was disabled.
   */
  'webhook-disabled': { webhookId: number; url: string; failingSince: string };
  /**
   * The boat's insurance ends before a booked service the yard asks insurance for
   * (INSURANCE_REQUIRED_FOR): once per booking, 30 days ahead or at once when nearer.
   */
  'insurance-expiring': {
    /** Its boatName is the boat's when queued. */
    booking: BookingSnapshot;
    /** yyyy-MM-dd: the last day the boat is insured. */
    insuranceExpiresOn: string;
  };
}

/** mail_queue.payload, a union by kind: the worker renders each kind from its payload alone. */
export type MailPayload = { [K in MailKind]: { kind: K } & PayloadFields[K] }[MailKind];
