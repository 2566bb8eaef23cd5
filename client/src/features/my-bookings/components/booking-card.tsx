import type { Booking } from '@shared/api-types';
import { titleCaseLocation } from '@shared/locations';
import { ServiceBadge } from '@/components/service-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatServiceDate } from '@/lib/marina-dates';

export function BookingCard({ booking, onCancel }: { booking: Booking; onCancel: () => void }) {
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="booking-card">
      <div className="flex items-start justify-between gap-3">
        <ServiceBadge serviceType={booking.serviceType} />
        <span
          className="font-mono text-sm font-bold tracking-wider"
          aria-label={`Confirmation code ${booking.confirmationCode}`}
        >
          {booking.confirmationCode}
        </span>
      </div>
      <div>
        <p className="text-lg font-bold">
          {formatServiceDate(booking.bookingDate, 'EEEE, MMMM d, yyyy')}
        </p>
        <p className="text-sm text-muted-foreground">Deadline: {booking.timeSlot}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Destination</dt>
          <dd className="font-semibold">{titleCaseLocation(booking.destination)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Owner</dt>
          <dd className="font-semibold">{booking.ownerName}</dd>
        </div>
      </dl>
      <Button variant="outlineDestructive" className="mt-auto" onClick={onCancel}>
        Cancel Service
      </Button>
    </Card>
  );
}
