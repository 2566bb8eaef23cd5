import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@shared/api/booking-views';
import type { WaitlistEntry } from '@shared/api/waitlist';
import { SERVICE_LABELS, type ServiceType, type TimeSlot } from '@shared/constants';
import { meetsAdvanceNotice } from '@shared/marina-time';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatServiceDate } from '@/lib/marina-dates';
import { queryKeys } from '@/lib/query-keys';
import { useCreateBooking } from '../api/create-booking';
import { useJoinWaitlist } from '../api/join-waitlist';
import { boatFieldError, bookingFailureToast } from '../booking-errors';
import type { BookingFormApi } from './use-booking-form';

/**
 * CONFIRM SERVICE (or Join waitlist on a full deadline): the date, deadline and 24-hour checks
 * of docs/product.md#validation, then the request, its toasts, and the caller's follow-up.
 */
export function useScheduleSubmit(props: {
  form: BookingFormApi;
  serviceType: ServiceType;
  date: string | null;
  timeSlot: TimeSlot | null;
  timeZone: string;
  userId: number | undefined;
  /** The chosen deadline is full, or its lifts for this boat are: the owner joins its waitlist. */
  joinsWaitlist: boolean;
  onBooked: (booking: Booking) => void;
  onJoined: (entry: WaitlistEntry) => void;
}) {
  const createBooking = useCreateBooking();
  const joinWaitlist = useJoinWaitlist(props.userId);
  const queryClient = useQueryClient();
  const { date, timeSlot, serviceType } = props;

  /**
   * A refusal about the boat goes under the Boat field, which takes focus; the boats are read
   * again, as one may have been archived meanwhile. False for any other refusal.
   */
  const showBoatError = (error: unknown) => {
    const message = boatFieldError(error);
    if (message === null) return false;
    props.form.setError('boatId', { message });
    document.getElementById('booking-boatId')?.focus();
    void queryClient.invalidateQueries({ queryKey: queryKeys.boats(props.userId) });
    return true;
  };

  const submit = props.form.handleSubmit((details) => {
    if (!date || !timeSlot) {
      toast({
        title: 'Incomplete booking',
        description: 'Please select a date and deadline for your booking.',
        variant: 'destructive',
      });
      return;
    }
    if (!meetsAdvanceNotice(date, timeSlot, new Date(), props.timeZone)) {
      toast({
        title: 'Insufficient notice',
        description:
          'Bookings must be made at least 24 hours in advance. Please select a later date or time.',
        variant: 'destructive',
      });
      return;
    }
    const request = { serviceType, ...details, bookingDate: date, timeSlot };
    if (props.joinsWaitlist) {
      joinWaitlist.mutate(request, {
        onSuccess: (entry) => {
          toast({
            title: "You're on the waitlist",
            description: `You are number ${entry.position} in line for the ${SERVICE_LABELS[entry.serviceType].toLowerCase()}${entry.boat ? ` of ${entry.boat.name}` : ''} on ${formatServiceDate(entry.bookingDate, 'EEEE, MMMM d')} at ${entry.timeSlot}. If a place opens, it is booked for you and we will email you.`,
          });
          props.onJoined(entry);
        },
        onError: (error) => {
          if (showBoatError(error)) return;
          toast({
            title: 'Could not join the waitlist',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      });
      return;
    }
    createBooking.mutate(
      { ...request, userId: props.userId },
      {
        onSuccess: (booking) => {
          toast({
            title: 'Booking successful!',
            description: 'Your haul out/launch appointment has been scheduled.',
          });
          props.onBooked(booking);
        },
        onError: (error) => {
          if (showBoatError(error)) return;
          toast({ ...bookingFailureToast(error), variant: 'destructive' });
        },
      },
    );
  });

  return { submit, pending: createBooking.isPending || joinWaitlist.isPending };
}
