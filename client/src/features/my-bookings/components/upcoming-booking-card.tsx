import type { Booking } from '@shared/api/booking-views';
import { meetsAdvanceNotice } from '@shared/marina-time';
import { ChangeDateButton } from '@/components/change-date/change-date-dialog';
import { NeedsNewDateNotice } from '@/components/needs-new-date';
import { Button } from '@/components/ui/button';
import { OFFLINE_NOTE_ID } from '@/lib/use-offline-copy';
import type { BookingStatus } from '../booking-status';
import { BookingCard } from './booking-card';
import { StatusLine } from './status-line';

/**
 * A booking in front: an upcoming one with what its owner can do; one the yard has in hand
 * (in the slings, done, missed) with where it stands instead, and nothing to cancel or move. On a closed deadline the card says why and
 * Change date becomes the main action, offered even inside 24 hours: the server allows that
 * move, and the owner cannot keep the date anyway.
 */
export function UpcomingBookingCard(props: {
  booking: Booking;
  status: BookingStatus;
  now: Date;
  timeZone: string;
  onCancel: (booking: Booking) => void;
  /** The card shows the offline copy: nothing can be changed until the phone is online. */
  offline?: boolean;
}) {
  const { booking } = props;
  if (props.status.kind !== 'upcoming') {
    return (
      <BookingCard
        booking={booking}
        status={<StatusLine status={props.status} timeZone={props.timeZone} />}
      />
    );
  }
  const closed = booking.closure !== null;
  // Otherwise online changes end 24 hours before the deadline, as the server rules.
  const canMove =
    !booking.completed &&
    (closed ||
      meetsAdvanceNotice(booking.bookingDate, booking.timeSlot, props.now, props.timeZone));
  return (
    <BookingCard
      booking={booking}
      status={booking.closure ? <NeedsNewDateNotice reason={booking.closure.reason} /> : undefined}
      actions={
        <>
          {canMove && (
            <ChangeDateButton
              booking={booking}
              rules="owner"
              primary={closed}
              disabledBy={props.offline ? OFFLINE_NOTE_ID : undefined}
            />
          )}
          <Button
            variant="outlineDestructive"
            onClick={() => props.onCancel(booking)}
            disabled={props.offline}
            aria-describedby={props.offline ? OFFLINE_NOTE_ID : undefined}
          >
            Cancel Service
          </Button>
        </>
      }
    />
  );
}
