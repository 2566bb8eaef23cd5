import { describe, expect, it } from 'vitest';
import { adminBookingSchema } from './bookings';
import {
  EMPTY_OFFICE_BOOKING_FORM,
  officeBookingFormSchema,
  splitFullName,
  toOfficeBooking,
} from './office-booking-form';

const empty = EMPTY_OFFICE_BOOKING_FORM;

describe("the admin's New Booking form", () => {
  it('when submitted empty, then every field says what docs/product.md#validation says', () => {
    const result = officeBookingFormSchema.safeParse(empty);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      userId: 'Please select a user',
      sourceSlipType: 'Source slip type is required',
      destination: 'Destination is required',
      bookingDate: 'Please select a date',
      timeSlot: 'Please select a time slot',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      ownerEmail: 'Valid email is required',
      ownerPhone: 'Phone number is required',
    });
  });

  it('when filled, then the body it makes is one the server takes, with the name joined', () => {
    const values = officeBookingFormSchema.parse({
      ...empty,
      userId: 12,
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      bookingDate: '2030-07-01',
      timeSlot: '3:00 PM',
      firstName: ' Anna de ',
      lastName: 'Vries',
      ownerEmail: 'anna@example.test',
      ownerPhone: '555-0101',
    });
    const body = toOfficeBooking(values);
    expect(body).toMatchObject({ userId: 12, ownerName: 'Anna de Vries', specialRequests: null });
    expect(adminBookingSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['Anna de Vries', 'Anna de', 'Vries'],
    ['Robin Keel', 'Robin', 'Keel'],
    ['Cher', 'Cher', ''],
    ['  Robin   Keel  ', 'Robin', 'Keel'],
    [null, '', ''],
  ])('when the profile name is %j, then first %j and last %j', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ firstName: first, lastName: last });
  });
});
