import type { Boat } from '@shared/api/boats';
import type { MarinaUnits } from '@shared/units';
import { BoatInsuranceText } from '@/components/boat-insurance-text';
import { Badge } from '@/components/ui/badge';
import { boatLabel, boatSizeLine, insuranceOnDate } from '@/lib/boats';
import { cn } from '@/lib/cn';

/** One boat of the customer's: name and kind, size, registration and insurance as of today. */
export function CustomerBoatItem(props: { boat: Boat; units: MarinaUnits; today: string }) {
  const { boat } = props;
  return (
    <li
      data-testid="customer-boat"
      className={cn('flex flex-col gap-1 p-3 text-sm', boat.archivedAt && 'opacity-75')}
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {boatLabel(boat)}
        {boat.archivedAt && <Badge>Archived</Badge>}
      </p>
      <p>{boatSizeLine(boat, props.units)}</p>
      <p className="text-muted-foreground">
        {boat.registration ? `Registration ${boat.registration}` : 'No registration on record'}
      </p>
      <p>
        <BoatInsuranceText insurance={insuranceOnDate(boat.insuranceExpiresOn, props.today)} />
      </p>
    </li>
  );
}
