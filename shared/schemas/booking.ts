import { z } from 'zod';
import { LIMITS, SERVICE_TYPES, TIME_SLOTS } from '../constants';
import { emailField, optionalText, serviceDateField } from './common';

const serviceTypeField = z.enum(SERVICE_TYPES, {
  message: 'Service type must be haul-out or launch',
});
const timeSlotField = z.enum(TIME_SLOTS, {
  message: 'Deadline must be one of 10:00 AM, 12:00 PM or 3:00 PM',
});
const specialRequestsField = optionalText(
  LIMITS.specialRequestsMax,
  'Special requests must be at most 1000 characters',
);

/** An owner's booking (SPEC §3). userId may be sent but the session decides who books. */
export const ownerBookingSchema = z.object({
  serviceType: serviceTypeField,
  sourceSlipType: z
    .string({ message: 'Source location is required' })
    .min(1, 'Source location is required'),
  destination: z.string({ message: 'Destination is required' }).min(1, 'Destination is required'),
  specialRequests: specialRequestsField,
  bookingDate: serviceDateField,
  timeSlot: timeSlotField,
  userId: z.unknown().optional(),
});
export type OwnerBookingInput = z.input<typeof ownerBookingSchema>;

/** A booking an admin takes for a customer (SPEC §3, §5). */
export const adminBookingSchema = z.object({
  userId: z.number({ message: 'Please select a user' }).int().positive('Please select a user'),
  serviceType: serviceTypeField,
  sourceSlipType: z
    .string({ message: 'Source slip type is required' })
    .min(1, 'Source slip type is required'),
  destination: z.string({ message: 'Destination is required' }).min(1, 'Destination is required'),
  bookingDate: serviceDateField,
  timeSlot: timeSlotField,
  ownerName: z
    .string({ message: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(LIMITS.nameMax * 2 + 1, 'Name must be at most 201 characters'),
  ownerEmail: emailField('Valid email is required'),
  ownerPhone: z
    .string({ message: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(LIMITS.phoneMax, 'Phone number must be at most 20 characters'),
  isVibMember: z.boolean().optional().default(false),
  specialRequests: specialRequestsField,
});
export type AdminBookingInput = z.input<typeof adminBookingSchema>;

export const availabilityQuerySchema = z.object({
  date: serviceDateField,
  serviceType: serviceTypeField,
});

export const bookingFlagsSchema = z
  .object({
    completed: z.boolean().optional(),
    isOneWay: z.boolean().optional(),
    isBothWays: z.boolean().optional(),
  })
  .strict()
  .refine(
    (flags) => Object.values(flags).some((value) => value !== undefined),
    'Send at least one of completed, isOneWay or isBothWays',
  );
