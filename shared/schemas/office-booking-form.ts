import { z } from 'zod';
import { LIMITS, TIME_SLOTS } from '../constants';
import { adminBookingFields, type AdminBookingInput } from './bookings';
import { textField } from './common';

const office = adminBookingFields.shape;

const namePart = (required: string, label: string) =>
  textField(label, { max: LIMITS.nameMax, required });

/** A picker's empty value ('' or none) reads as "not chosen" before the shared field's rule. */
const chosen = <T extends z.ZodType<unknown, string>>(required: string, field: T) =>
  z.string({ message: required }).min(1, required).pipe(field);

/**
 * The admin's New Booking form (docs/product.md#screens, #validation): the office booking's own
 * fields, with the owner's name typed as first and last name. Every rule and message is the
 * server's (adminBookingSchema), so the form refuses exactly what the server would;
 * toOfficeBooking() makes the API body.
 */
export const officeBookingFormSchema = z.object({
  userId: office.userId,
  serviceType: office.serviceType,
  sourceSlipType: z.string().pipe(office.sourceSlipType),
  destination: z.string().pipe(office.destination),
  bookingDate: chosen('Please select a date', office.bookingDate),
  timeSlot: chosen('Please select a time slot', z.enum(TIME_SLOTS)),
  firstName: namePart('First name is required', 'First name'),
  lastName: namePart('Last name is required', 'Last name'),
  ownerEmail: office.ownerEmail,
  ownerPhone: office.ownerPhone,
  isVibMember: z.boolean(),
  specialRequests: office.specialRequests,
  /** Null lets the server take the customer's only boat, or book without one when they have none. */
  boatId: office.boatId,
});
export type OfficeBookingFormInput = z.input<typeof officeBookingFormSchema>;
export type OfficeBookingFormValues = z.output<typeof officeBookingFormSchema>;

/** The New Booking form before anything is chosen: no customer yet, which the schema refuses. */
export const EMPTY_OFFICE_BOOKING_FORM: Omit<OfficeBookingFormInput, 'userId'> & {
  userId: undefined;
} = {
  userId: undefined,
  serviceType: 'haul-out',
  sourceSlipType: '',
  destination: '',
  bookingDate: '',
  timeSlot: '',
  firstName: '',
  lastName: '',
  ownerEmail: '',
  ownerPhone: '',
  isVibMember: false,
  specialRequests: '',
  boatId: null,
};

/** The office's booking body (docs/product.md#api-calls): ownerName is the first and last name joined. */
export function toOfficeBooking(values: OfficeBookingFormValues): AdminBookingInput {
  const { firstName, lastName, ...rest } = values;
  return { ...rest, ownerName: `${firstName} ${lastName}` };
}

/** A profile's full name split at its last space: 'Anna de Vries' -> 'Anna de' + 'Vries'. */
export function splitFullName(fullName: string | null | undefined): {
  firstName: string;
  lastName: string;
} {
  const name = (fullName ?? '').trim();
  const space = name.lastIndexOf(' ');
  if (space === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space).trim(), lastName: name.slice(space + 1) };
}
