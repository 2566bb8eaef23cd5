import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Booking, PublicConfig } from '@shared/api-types';
import { SERVICE_TYPES, SERVICE_LABELS, type ServiceType, type TimeSlot } from '@shared/constants';
import { lastBookableDate } from '@shared/booking-horizon';
import {
  addServiceDays,
  marinaToday,
  marinaTomorrow,
  meetsAdvanceNotice,
} from '@shared/marina-time';
import { paths } from '@/lib/paths';
import { ServiceCalendar } from '@/components/service-calendar';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Card } from '@/components/ui/card';
import { RadioCards } from '@/components/ui/radio-group';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useConfig } from '@/lib/config';
import { useProfile } from '@/lib/profile';
import { useUser } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { errorMessage } from '@/lib/api-client';
import { useAvailableSlots } from '@/lib/available-slots';
import { formatServiceDate } from '@/lib/marina-dates';
import { useCreateBooking } from '../api/create-booking';
import { useJoinWaitlist } from '../api/join-waitlist';
import { bookingFailureToast } from '../booking-errors';
import { DayDeadlines } from '@/components/deadlines/day-deadlines';
import { BookingDetails } from './booking-details';
import { SuccessDialog } from './success-dialog';
import { useBookingForm } from './use-booking-form';

const serviceOptions = SERVICE_TYPES.map((value) => ({
  value,
  label: SERVICE_LABELS[value],
  hint: value === 'haul-out' ? 'Lift out of the water' : 'Put into the water',
}));

/** /schedule: viewable signed out; booking needs a session. */
export default function SchedulePage() {
  const { data, isError } = useConfig();
  // The heading is the page's largest text: it paints on its own first, and the booking screen
  // (calendar, deadlines, form) renders right after in the background, in slices that let the
  // browser paint and answer input in between.
  const config = useDeferredValue(data ?? null, null);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Schedule Haul or Launch</h1>
        <p className="mt-2 text-muted-foreground">
          Haul and launch services need to be booked at least 24hrs in advance
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {data ? `Times are in marina time (${data.timeZone}).` : '\u00a0'}
        </p>
      </div>
      {isError ? (
        <p role="alert" className="text-center">
          The marina settings could not be loaded. Please try again later.
        </p>
      ) : config ? (
        <ScheduleScreen config={config} />
      ) : (
        // A screen tall, like the booking screen on a phone, so the footer stays below the fold.
        <div className="min-h-svh">
          <PageSpinner />
        </div>
      )}
    </div>
  );
}

function ScheduleScreen({ config }: { config: PublicConfig }) {
  const tz = config.timeZone;
  const now = useNow();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const { data: profile = null } = useProfile(user?.id);
  const [serviceType, setServiceType] = useState<ServiceType>('haul-out');
  const [date, setDate] = useState<string | null>(() => marinaTomorrow(new Date(), tz));
  const [timeSlot, setTimeSlot] = useState<TimeSlot | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const [askAnother, setAskAnother] = useState(false);
  const form = useBookingForm(serviceType, profile);
  const createBooking = useCreateBooking();
  const joinWaitlist = useJoinWaitlist();
  // A full deadline that is not closed may be chosen: the form then joins its waitlist.
  const { data: availability } = useAvailableSlots(date, serviceType);
  const chosenFull =
    timeSlot !== null &&
    availability?.slots.find((slot) => slot.timeSlot === timeSlot)?.reason === 'full';

  const today = marinaToday(now, tz);
  const lastDate = lastBookableDate(now, tz, config.bookingHorizonDays);
  const withinNotice =
    date !== null && timeSlot !== null && !meetsAdvanceNotice(date, timeSlot, now, tz);
  const blockedReason =
    !date || !timeSlot ? 'Please select a date and deadline to enable booking.' : null;

  const submit = form.handleSubmit((details) => {
    if (!date || !timeSlot) {
      toast({
        title: 'Incomplete booking',
        description: 'Please select a date and deadline for your booking.',
        variant: 'destructive',
      });
      return;
    }
    if (!meetsAdvanceNotice(date, timeSlot, new Date(), tz)) {
      toast({
        title: 'Insufficient notice',
        description:
          'Bookings must be made at least 24 hours in advance. Please select a later date or time.',
        variant: 'destructive',
      });
      return;
    }
    if (chosenFull) {
      joinWaitlist.mutate(
        { serviceType, ...details, bookingDate: date, timeSlot },
        {
          onSuccess: (entry) => {
            toast({
              title: "You're on the waitlist",
              description: `You are number ${entry.position} in line for the ${SERVICE_LABELS[entry.serviceType].toLowerCase()} on ${formatServiceDate(entry.bookingDate, 'EEEE, MMMM d')} at ${entry.timeSlot}. If a place opens, it is booked for you and we will email you.`,
            });
            setTimeSlot(null);
          },
          onError: (error) => {
            toast({
              title: 'Could not join the waitlist',
              description: errorMessage(error, 'Please try again.'),
              variant: 'destructive',
            });
          },
        },
      );
      return;
    }
    createBooking.mutate(
      { serviceType, ...details, bookingDate: date, timeSlot, userId: user?.id },
      {
        onSuccess: (booking) => {
          toast({
            title: 'Booking successful!',
            description: 'Your haul out/launch appointment has been scheduled.',
          });
          setBooked(booking);
          setDate(null);
          setTimeSlot(null);
        },
        onError: (error) => {
          toast({ ...bookingFailureToast(error), variant: 'destructive' });
        },
      },
    );
  });

  const startOver = () => {
    setAskAnother(false);
    setServiceType('haul-out');
    setTimeSlot(null);
    form.resetDetails();
  };

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <Card className="flex flex-col gap-6 p-4 sm:p-6">
          <RadioCards
            name="service-type"
            label="Service type"
            value={serviceType}
            options={serviceOptions}
            onValueChange={(value) => {
              setServiceType(value);
              setTimeSlot(null);
            }}
          />
          <ServiceCalendar
            today={today}
            firstDate={addServiceDays(today, 1)}
            lastDate={lastDate}
            selected={date}
            onSelect={(value) => {
              setDate(value);
              setTimeSlot(null);
            }}
          />
          <DayDeadlines
            date={date}
            serviceType={serviceType}
            now={now}
            timeZone={tz}
            selected={timeSlot}
            onSelect={setTimeSlot}
            // Signed out, a full deadline stays disabled: joining its waitlist needs an account.
            allowWaitlist={Boolean(user)}
          />
        </Card>
        <Card className="h-fit p-4 sm:p-6 lg:sticky lg:top-24">
          <BookingDetails
            title={serviceType === 'haul-out' ? 'Haul Out Details' : 'Launch Details'}
            signedIn={Boolean(user)}
            profile={profile}
            form={form}
            blockedReason={blockedReason}
            withinNotice={withinNotice}
            pending={createBooking.isPending || joinWaitlist.isPending}
            joinWaitlist={chosenFull}
            onSubmit={() => void submit()}
          />
        </Card>
      </div>
      <SuccessDialog
        booking={booked}
        onClose={() => {
          setBooked(null);
          setAskAnother(true);
        }}
        onViewBookings={() => {
          setBooked(null);
          void navigate(paths.myBookings);
        }}
      />
      <ConfirmDialog
        open={askAnother}
        onOpenChange={setAskAnother}
        title="Make Another Booking?"
        description="Would you like to schedule another haul-out or launch?"
        cancelLabel="No"
        onCancel={() => window.location.assign(config.websiteUrl)}
        actionLabel="Make Another Booking"
        onAction={startOver}
      />
    </>
  );
}
