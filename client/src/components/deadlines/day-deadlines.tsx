import { useEffect } from 'react';
import type { WaitlistEntry } from '@shared/api/waitlist';
import type { ServiceType, TimeSlot } from '@shared/constants';
import { TIME_SLOTS } from '@shared/constants';
import { meetsAdvanceNotice } from '@shared/marina-time';
import { toast } from '@/components/ui/use-toast';
import { formatServiceDate } from '@/lib/marina-dates';
import { useAvailableSlots } from '@/lib/available-slots';
import {
  DeadlinePicker,
  describeSlot,
  waitlistReasonOf,
  type DeadlineOption,
} from './deadline-picker';

/** The chosen day's deadlines, from the server's availability plus the 24-hour rule in marina time. */
export function DayDeadlines(props: {
  /** A booking being moved: its own deadline is marked and cannot be chosen again. */
  current?: { bookingDate: string; timeSlot: TimeSlot };
  /** False for the office, which has no 24-hour rule (the server gives it no 'notice'). */
  noticeRule?: boolean;
  /** What a failed availability read means here, under the deadlines. */
  unavailableNote?: string;
  date: string | null;
  serviceType: ServiceType;
  /** The boat booked for: a deadline no lift of its size can take says why. */
  boatId?: number | null;
  now: Date;
  timeZone: string;
  selected: TimeSlot | null;
  onSelect: (slot: TimeSlot) => void;
  /**
   * Offer a full (not closed) deadline, or one whose lifts for the boat are full, to join its
   * waitlist; off elsewhere (reschedule).
   */
  allowWaitlist?: boolean;
  /** The owner's waitlist entries on this day, by deadline: their place in line is shown. */
  waiting?: ReadonlyMap<TimeSlot, WaitlistEntry>;
  /** Move focus to the selected deadline (chosen from elsewhere, e.g. the next open one). */
  focusSelected?: boolean;
}) {
  const { data, isError, isPending, error } = useAvailableSlots(
    props.date,
    props.serviceType,
    props.boatId ?? null,
  );

  useEffect(() => {
    if (isError) {
      console.warn('Failed to fetch available slots', error);
      toast({ title: 'Failed to fetch available slots', variant: 'destructive' });
    }
  }, [isError, error]);

  if (!props.date) {
    return (
      <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
        Select a date to see its deadlines.
      </p>
    );
  }
  const date = props.date;

  let options: DeadlineOption[] | null = null;
  if (!isPending) {
    options = TIME_SLOTS.map((timeSlot) => {
      if (date === props.current?.bookingDate && timeSlot === props.current.timeSlot) {
        return { timeSlot, available: false, note: 'Booked now' };
      }
      const slot = data?.slots.find((item) => item.timeSlot === timeSlot);
      const withinNotice =
        props.noticeRule !== false &&
        !meetsAdvanceNotice(date, timeSlot, props.now, props.timeZone);
      // Without the server's answer, only the 24-hour rule can be judged here.
      const available = (slot ? slot.available : true) && !withinNotice;
      const note = describeSlot(slot, withinNotice);
      const entry = props.waiting?.get(timeSlot);
      if (entry) {
        return {
          timeSlot,
          available: false,
          waitlist: true,
          note: `You're number ${entry.position} in line`,
        };
      }
      if (props.allowWaitlist && waitlistReasonOf(slot) && !withinNotice) {
        return { timeSlot, available: false, waitlist: true, note: `${note}: join waitlist` };
      }
      return { timeSlot, available, note };
    });
  }

  return (
    <div>
      <DeadlinePicker
        title={`Deadlines for ${formatServiceDate(date, 'EEEE, MMMM d')}`}
        options={options}
        selected={props.selected}
        onSelect={props.onSelect}
        focusSelected={props.focusSelected}
      />
      {isError && (
        <p className="mt-2 text-sm text-muted-foreground">
          {props.unavailableNote ??
            'Availability could not be loaded; the yard will confirm when you book.'}
        </p>
      )}
    </div>
  );
}
