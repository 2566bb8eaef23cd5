import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import type { Booking } from '@shared/api/booking-views';
import { lastBookableDate } from '@shared/booking-horizon';
import { SERVICE_LABELS, type TimeSlot } from '@shared/constants';
import { addServiceDays, marinaToday } from '@shared/marina-time';
import { DayDeadlines } from '@/components/deadlines/day-deadlines';
import { ScheduleCalendar } from '@/components/schedule-calendar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAvailableSlots } from '@/lib/available-slots';
import { useConfig } from '@/lib/config';
import { formatServiceDate } from '@/lib/marina-dates';
import { useRescheduleBooking } from '@/lib/reschedule-booking';
import { useNow } from '@/lib/use-now';
import { ChangeDateFrame } from './change-date-frame';

/**
 * Whose rules the picker follows, as the server applies them: an owner moves only to a time at
 * least 24 hours away (from tomorrow on); the office to any date from today on.
 */
export type ChangeDateRules = 'owner' | 'office';

type MovableBooking = Pick<
  Booking,
  'id' | 'serviceType' | 'bookingDate' | 'timeSlot' | 'confirmationCode' | 'boat'
>;

const longDate = (date: string) => formatServiceDate(date, 'EEEE, MMMM d, yyyy');

/**
 * 'Change date' and its dialog: the schedule's month calendar and deadline picker for the
 * booking's service, the current date and deadline marked, and 'Move booking' once another is
 * chosen. The days and deadlines are read for the booking's boat, so a day no lift takes it is
 * marked and a deadline its lifts cannot take says why, as on the schedule page
 * (docs/product.md#lifts): a move is held to the lift rules for the office too. A refusal
 * (full, closed, too soon) is shown inside the dialog and nothing changes. Used on the owner's
 * booking cards and in the office's booking panel.
 */
export function ChangeDateButton(props: {
  booking: MovableBooking;
  rules: ChangeDateRules;
  className?: string;
  /** The card's main action (a booking that must move), not a secondary one. */
  primary?: boolean;
  /** The button's word: 'Move' where the office's list is of bookings that must move. */
  label?: 'Change date' | 'Move';
  /** After a move, with the booking as the server now has it. */
  onMoved?: (booking: Booking) => void;
  /** Off while the page shows an offline copy: the id of the note that says so. */
  disabledBy?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button
          variant={props.primary ? 'primary' : 'outline'}
          className={props.className}
          disabled={props.disabledBy !== undefined}
          aria-describedby={props.disabledBy}
          aria-label={`${props.label ?? 'Change date'} ${props.label === 'Move' ? '' : 'of '}${props.booking.confirmationCode}`}
        >
          {props.label ?? 'Change date'}
        </Button>
      </DialogPrimitive.Trigger>
      {open && (
        <ChangeDateContent
          booking={props.booking}
          rules={props.rules}
          onDone={(moved) => {
            setOpen(false);
            props.onMoved?.(moved);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </Dialog>
  );
}

function ChangeDateContent(props: {
  booking: MovableBooking;
  rules: ChangeDateRules;
  onDone: (booking: Booking) => void;
  onCancel: () => void;
}) {
  const { booking, rules } = props;
  const { data: config } = useConfig();
  const now = useNow();
  const move = useRescheduleBooking();
  const timeZone = config?.timeZone ?? 'UTC';
  const today = marinaToday(now, timeZone);
  const firstDate = rules === 'owner' ? addServiceDays(today, 1) : today;
  const lastDate = lastBookableDate(now, timeZone, config?.bookingHorizonDays ?? 365);
  const [date, setDate] = useState<string | null>(() =>
    booking.bookingDate >= firstDate ? booking.bookingDate : null,
  );
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const boatId = booking.boat?.id ?? null;
  const { data: day } = useAvailableSlots(date, booking.serviceType, boatId);
  // A re-read (after a refusal: another owner took the last place) can show the chosen
  // deadline gone; it is then no longer chosen, and Move waits for another.
  if (slot !== null && day?.slots.find((item) => item.timeSlot === slot)?.available === false) {
    setSlot(null);
  }
  // On a phone the deadlines sit below the calendar: a picked date brings them into view.
  const deadlines = useRef<HTMLDivElement>(null);
  const showDeadlines = () =>
    window.requestAnimationFrame(() =>
      deadlines.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
    );
  const [refusal, setRefusal] = useState<string | null>(null);
  const unchanged = date === booking.bookingDate && slot === booking.timeSlot;
  const ready = date !== null && slot !== null && !unchanged;

  const submit = () => {
    if (!ready || !date || !slot) return;
    setRefusal(null);
    move.mutate(
      { id: booking.id, bookingDate: date, timeSlot: slot },
      {
        onSuccess: ({ booking: moved }) => {
          toast({
            title: 'Booking changed',
            description: `${moved.confirmationCode} is now on ${longDate(moved.bookingDate)} at ${moved.timeSlot}.`,
          });
          props.onDone(moved);
        },
        onError: (error) => {
          setRefusal(errorMessage(error, 'The booking could not be changed. Please try again.'));
        },
      },
    );
  };

  return (
    <ChangeDateFrame
      description={
        <>
          {SERVICE_LABELS[booking.serviceType]} {booking.confirmationCode}, now on{' '}
          <strong className="text-foreground">
            {longDate(booking.bookingDate)} at {booking.timeSlot}
          </strong>
          . Choose a new date and deadline; the confirmation code stays the same
          {rules === 'owner' ? ' and the new time must be at least 24 hours away' : ''}.
        </>
      }
    >
      {/* Only this part scrolls: on a phone the deadlines stay above the footer, never under it. */}
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-4 pb-5 pt-4 sm:px-6">
        <ScheduleCalendar
          today={today}
          boatId={boatId}
          firstDate={firstDate}
          lastDate={lastDate}
          selected={date}
          onSelect={(next) => {
            setDate(next);
            setSlot(null);
            setRefusal(null);
            showDeadlines();
          }}
        />
        <div ref={deadlines}>
          <DayDeadlines
            current={booking}
            serviceType={booking.serviceType}
            boatId={boatId}
            noticeRule={rules === 'owner'}
            unavailableNote="Availability could not be loaded; the yard will check the deadline when you move."
            date={date}
            now={now}
            timeZone={timeZone}
            selected={slot}
            onSelect={(next) => {
              setSlot(next);
              setRefusal(null);
            }}
          />
        </div>
        {refusal && (
          <p
            role="alert"
            className="rounded-xl border border-destructive bg-destructive/10 p-3 text-sm text-foreground"
          >
            {refusal}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-3 border-t border-border bg-card px-4 py-4 sm:px-6">
        <p className="text-sm font-semibold" aria-live="polite">
          {date && slot && ready
            ? `New time: ${longDate(date)} at ${slot}`
            : 'Choose a different date or deadline.'}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={props.onCancel} disabled={move.isPending}>
            Keep current date
          </Button>
          <Button onClick={submit} disabled={!ready || move.isPending}>
            {move.isPending ? 'Moving...' : 'Move booking'}
          </Button>
        </div>
      </div>
    </ChangeDateFrame>
  );
}
