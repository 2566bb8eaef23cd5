import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { Booking } from '@shared/api/booking-views';
import type { PublicConfig } from '@shared/api/system';
import { SERVICE_TYPES, SERVICE_LABELS, type ServiceType, type TimeSlot } from '@shared/constants';
import { lastBookableDate } from '@shared/booking-horizon';
import {
  addServiceDays,
  marinaToday,
  marinaTomorrow,
  meetsAdvanceNotice,
} from '@shared/marina-time';
import { paths } from '@/lib/paths';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Card } from '@/components/ui/card';
import { RadioCards } from '@/components/ui/radio-group';
import { useProfile } from '@/lib/profile';
import { useUser } from '@/lib/session';
import { useNow } from '@/lib/use-now';
import { useAvailableSlots } from '@/lib/available-slots';
import { useWaitlist } from '@/lib/waitlist';
import { DayDeadlines } from '@/components/deadlines/day-deadlines';
import { ScheduleCalendar } from '@/components/schedule-calendar';
import { waitlistReasonOf } from '@/components/deadlines/deadline-picker';
import { BoatField } from './boat-field';
import { BookingDetails } from './booking-details';
import { NextOpenDeadline } from './next-open-deadline';
import { SuccessDialog } from './success-dialog';
import { useBookingForm } from './use-booking-form';
import { useScheduleSubmit } from './use-schedule-submit';
import { WaitlistPlace } from './waitlist-place';

const serviceOptions = SERVICE_TYPES.map((value) => ({
  value,
  label: SERVICE_LABELS[value],
  hint: value === 'haul-out' ? 'Lift out of the water' : 'Put into the water',
}));

/** The booking screen: service, calendar, deadlines and the details form, with its dialogs. */
export function ScheduleScreen({ config }: { config: PublicConfig }) {
  const tz = config.timeZone;
  const now = useNow();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const { data: profile = null } = useProfile(user?.id);
  const [serviceType, setServiceType] = useState<ServiceType>('haul-out');
  const [date, setDate] = useState<string | null>(() => marinaTomorrow(new Date(), tz));
  const [timeSlot, setTimeSlot] = useState<TimeSlot | null>(null);
  // Set when the owner picked the next open deadline: focus follows it onto the deadline.
  const [focusDeadline, setFocusDeadline] = useState(false);
  const [justJoined, setJustJoined] = useState<number | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  const [askAnother, setAskAnother] = useState(false);
  const form = useBookingForm(serviceType, profile, user?.id, config);
  // The boat chosen decides which lifts can take it: every availability read is for it.
  const chosenBoat = useWatch({ control: form.control, name: 'boatId' });
  const boatId = user ? chosenBoat : null;
  const { data: availability } = useAvailableSlots(date, serviceType, boatId);
  const { data: waitlist } = useWaitlist(user?.id);
  const waiting = useMemo(
    () =>
      new Map(
        (waitlist ?? [])
          .filter((entry) => entry.bookingDate === date && entry.serviceType === serviceType)
          .map((entry) => [entry.timeSlot, entry]),
      ),
    [waitlist, date, serviceType],
  );
  const waitingHere = timeSlot ? waiting.get(timeSlot) : undefined;
  // A deadline full for this boat (all places taken, or the lifts that take it) may be chosen:
  // the form then joins its waitlist.
  const waitlistReason =
    timeSlot === null
      ? null
      : waitlistReasonOf(availability?.slots.find((slot) => slot.timeSlot === timeSlot));
  const nothingOpen =
    date !== null &&
    availability !== undefined &&
    !availability.slots.some(
      (slot) => slot.available && meetsAdvanceNotice(date, slot.timeSlot, now, tz),
    );

  const today = marinaToday(now, tz);
  const lastDate = lastBookableDate(now, tz, config.bookingHorizonDays);
  const withinNotice =
    date !== null && timeSlot !== null && !meetsAdvanceNotice(date, timeSlot, now, tz);
  const blockedReason =
    !date || !timeSlot ? 'Please select a date and deadline to enable booking.' : null;

  const chooseDeadline = (slot: TimeSlot | null, focus = false) => {
    setTimeSlot(slot);
    setFocusDeadline(focus);
    setJustJoined(null);
  };
  const { submit, pending } = useScheduleSubmit({
    form,
    serviceType,
    date,
    timeSlot,
    timeZone: tz,
    userId: user?.id,
    joinsWaitlist: waitlistReason !== null,
    onBooked: (booking) => {
      setBooked(booking);
      setDate(null);
      chooseDeadline(null);
    },
    onJoined: (entry) => setJustJoined(entry.id),
  });

  const startOver = () => {
    setAskAnother(false);
    setServiceType('haul-out');
    chooseDeadline(null);
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
              chooseDeadline(null);
            }}
          />
          <ScheduleCalendar
            today={today}
            boatId={boatId}
            firstDate={addServiceDays(today, 1)}
            lastDate={lastDate}
            selected={date}
            onSelect={(value) => {
              setDate(value);
              chooseDeadline(null);
            }}
          />
          <DayDeadlines
            date={date}
            serviceType={serviceType}
            boatId={boatId}
            now={now}
            timeZone={tz}
            selected={timeSlot}
            onSelect={(slot) => chooseDeadline(slot)}
            // Signed out, a full deadline stays disabled: joining its waitlist needs an account.
            allowWaitlist={Boolean(user)}
            waiting={waiting}
            focusSelected={focusDeadline}
          />
          <NextOpenDeadline
            from={nothingOpen ? date : null}
            boatId={boatId}
            noLiftTakesBoat={
              availability?.slots.some((slot) => slot.reason === 'no_lift_fits') ?? false
            }
            onChoose={(nextDate, nextSlot) => {
              setDate(nextDate);
              chooseDeadline(nextSlot, true);
            }}
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
            pending={pending}
            joinWaitlist={waitlistReason}
            boatField={
              <BoatField form={form} config={config} serviceType={serviceType} date={date} />
            }
            waitlistPlace={
              waitingHere && (
                <WaitlistPlace
                  entry={waitingHere}
                  userId={user?.id}
                  justJoined={justJoined === waitingHere.id}
                  afterLeave={() =>
                    document.querySelector<HTMLElement>('[data-testid="booking-submit"]')
                  }
                />
              )
            }
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
        description="Would you like to schedule another haul-out or launch? No takes you to the marina's website."
        cancelLabel="No"
        onCancel={() => window.location.assign(config.websiteUrl)}
        otherLabel="Not now"
        onOther={() => setAskAnother(false)}
        actionLabel="Make Another Booking"
        onAction={startOver}
        // Escape closes the success dialog and lands here: a focused No would leave the site.
        focusAction
      />
    </>
  );
}
