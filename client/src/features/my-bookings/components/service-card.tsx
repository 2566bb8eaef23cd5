import type { ReactNode } from 'react';
import type { BookingBoat } from '@shared/api/boats';
import type { ServiceType, TimeSlot } from '@shared/constants';
import { ServiceBadge } from '@/components/service-badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatServiceDate } from '@/lib/marina-dates';
import { BoatDetail } from './boat-detail';

/**
 * A service on a date as the owner's cards draw it (docs/product.md#screens): the service's badge
 * with a tag in the corner, the date and deadline, two details side by side and the boat, then
 * the rest of the card.
 */
export function ServiceCard(props: {
  service: { serviceType: ServiceType; bookingDate: string; timeSlot: TimeSlot };
  /** Beside the badge: the confirmation code, or a place in line. */
  corner: ReactNode;
  details: readonly [term: string, value: string][];
  /** The boat it is for, named under the details; none when booked without one. */
  boat: BookingBoat | null;
  testId: string;
  /** History cards recede a little behind the upcoming ones. */
  muted?: boolean;
  children?: ReactNode;
}) {
  const { service } = props;
  return (
    <Card
      className={cn('flex flex-col gap-4 p-5', props.muted && 'bg-muted/40')}
      data-testid={props.testId}
    >
      <div className="flex items-start justify-between gap-3">
        <ServiceBadge serviceType={service.serviceType} />
        {props.corner}
      </div>
      <div>
        <p className="text-lg font-bold">
          {formatServiceDate(service.bookingDate, 'EEEE, MMMM d, yyyy')}
        </p>
        <p className="text-sm text-muted-foreground">Deadline: {service.timeSlot}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {props.details.map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
        {props.boat && <BoatDetail boat={props.boat} />}
      </dl>
      {props.children}
    </Card>
  );
}
