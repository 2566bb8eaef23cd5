import type { ReactNode } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { BOAT_KIND_LABELS } from '@shared/schemas/boats';
import { BoatInsuranceText } from '@/components/boat-insurance-text';
import { Badge } from '@/components/ui/badge';
import { boatDimensions, insuranceForService, useCustomerBoats, useMarinaUnits } from '@/lib/boats';
import { DetailList, PanelSection } from './detail-list';

type ListedBoat = NonNullable<AdminBooking['boat']>;

/**
 * The boat the booking is for, as it is now: what the booking carries (name, kind, each known
 * dimension), and `withRecord` (a role that reads customers) from the customer's record its
 * registration, its insurance against the service date, and whether it has been archived since.
 */
export function BookingBoatSection({
  booking,
  withRecord = true,
}: {
  booking: AdminBooking;
  withRecord?: boolean;
}) {
  return (
    <PanelSection title="Boat">
      {booking.boat ? (
        <BoatDetails
          boat={booking.boat}
          userId={withRecord ? booking.userId : undefined}
          date={booking.bookingDate}
        />
      ) : (
        <p className="text-sm text-muted-foreground">No boat on record.</p>
      )}
    </PanelSection>
  );
}

function BoatDetails(props: { boat: ListedBoat; userId: number | undefined; date: string }) {
  const { boat, userId, date } = props;
  const units = useMarinaUnits();
  // Without a user id the record is not asked for (the crew's role does not read customers).
  const boats = useCustomerBoats(userId);
  const record = boats.data?.find((candidate) => candidate.id === boat.id);
  let insurance: ReactNode;
  if (boats.isPending) insurance = <span className="text-muted-foreground">Loading...</span>;
  else if (boats.isError) insurance = 'The boat’s record could not be loaded.';
  else
    insurance = (
      <BoatInsuranceText
        insurance={insuranceForService(record?.insuranceExpiresOn ?? null, date)}
      />
    );
  return (
    <DetailList
      items={[
        [
          'Name',
          <span className="flex flex-wrap items-center gap-2">
            {boat.name}
            {record?.archivedAt && <Badge>Archived</Badge>}
          </span>,
        ],
        ...(boat.kind ? [['Kind', BOAT_KIND_LABELS[boat.kind]] as [string, ReactNode]] : []),
        ...boatDimensions(boat, units).map(({ label, value }): [string, ReactNode] => [
          label,
          value,
        ]),
        ...(record?.registration
          ? [['Registration', record.registration] as [string, ReactNode]]
          : []),
        ...(userId === undefined ? [] : [['Insurance', insurance] as [string, ReactNode]]),
      ]}
    />
  );
}
