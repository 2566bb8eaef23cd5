import type { RefObject } from 'react';
import type { Booking } from '@shared/api/booking-views';
import { SERVICE_LABELS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SummaryList } from '@/components/summary-list';
import { formatServiceDate } from '@/lib/marina-dates';

/**
 * docs/product.md#screens: customer, service, date, time and confirmation code, and what to do
 * next.
 */
export function BookingCreatedDialog(props: {
  booking: Booking | null;
  onCreateAnother: () => void;
  onReturn: () => void;
  /** What had focus before (the form's Create Booking): where focus goes back on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { booking } = props;
  const rows: Array<[string, string]> = booking
    ? [
        ['Customer', booking.ownerName],
        ['Service', SERVICE_LABELS[booking.serviceType]],
        ['Date', formatServiceDate(booking.bookingDate, 'MMMM d, yyyy')],
        ['Time', booking.timeSlot],
        ['Confirmation Code', booking.confirmationCode],
      ]
    : [];
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && props.onCreateAnother()}>
      {/* Wider than a confirm: its two long button labels share a row from 640 px on. */}
      <DialogContent
        className="max-w-xl"
        returnFocusTo={props.returnFocusTo}
        title="Booking Created"
        description={
          booking ? `A confirmation email is on its way to ${booking.ownerEmail}.` : undefined
        }
      >
        <SummaryList
          rows={rows}
          codeLabel="Confirmation Code"
          valueClassName="text-right font-semibold"
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="outline" onClick={props.onReturn}>
            Return to Admin Dashboard
          </Button>
          <Button onClick={props.onCreateAnother}>Create Another Booking</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
