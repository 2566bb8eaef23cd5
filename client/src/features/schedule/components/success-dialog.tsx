import { useEffect } from 'react';
import type { Booking } from '@shared/api/booking-views';
import { SERVICE_LABELS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SummaryList } from '@/components/summary-list';
import { boatLabel } from '@/lib/boats';
import { formatServiceDate } from '@/lib/marina-dates';
import { celebrate } from '../confetti';

/** 'Service Scheduled!' with 5 s of confetti and the booking's summary, its boat named. */
export function SuccessDialog(props: {
  booking: Booking | null;
  onClose: () => void;
  onViewBookings: () => void;
}) {
  const { booking } = props;
  useEffect(() => (booking ? celebrate() : undefined), [booking]);

  const rows: Array<[string, string]> = booking
    ? [
        ['Service', SERVICE_LABELS[booking.serviceType]],
        ['Date', formatServiceDate(booking.bookingDate, 'MMMM d, yyyy')],
        ['Deadline', booking.timeSlot],
        ...(booking.boat ? [['Boat', boatLabel(booking.boat)] as [string, string]] : []),
        ['Destination', booking.destination.replace(/-/g, ' ')],
        ['Confirmation #', booking.confirmationCode],
      ]
    : [];

  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent
        title="Service Scheduled!"
        description="Your haul out/launch appointment has been scheduled."
      >
        <SummaryList
          rows={rows}
          codeLabel="Confirmation #"
          valueClassName="font-semibold capitalize"
          nameLabels={['Boat']}
        />
        <p className="mt-4 text-sm text-muted-foreground">
          A confirmation email has been sent to your email address.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={props.onClose}>
            Close
          </Button>
          <Button onClick={props.onViewBookings}>View My Bookings</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
