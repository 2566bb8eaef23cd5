import type { ReactNode } from 'react';
import type { Boat } from '@shared/api/boats';
import { BOAT_KIND_LABELS } from '@shared/schemas/boats';
import type { MarinaUnits } from '@shared/units';
import { Badge } from '@/components/ui/badge';
import { formatServiceDate } from '@/lib/marina-dates';
import { BoatSize } from './boat-size';

/** 'Catalina 320, 2015': what the boat is, as far as the owner said. */
const makeLine = (boat: Boat) =>
  [[boat.make, boat.model].filter(Boolean).join(' '), boat.year].filter(Boolean).join(', ');

/**
 * One boat on the profile: its name and kind, its size in the marina's units, what it is, its
 * registration and insurance. `today` (marina date) tells an insurance that has run out.
 */
export function BoatListItem(props: {
  boat: Boat;
  units: MarinaUnits;
  today: string;
  actions?: ReactNode;
}) {
  const { boat } = props;
  const what = makeLine(boat);
  const insurance = boat.insuranceExpiresOn;
  const lapsed = insurance !== null && insurance < props.today;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
      data-testid="boat"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="break-words font-semibold">{boat.name}</span>
          {boat.kind && (
            <span className="text-sm text-muted-foreground">{BOAT_KIND_LABELS[boat.kind]}</span>
          )}
          {boat.archivedAt && <Badge>Archived</Badge>}
        </p>
        <BoatSize boat={boat} units={props.units} className="text-sm" />
        {what && <p className="text-sm text-muted-foreground">{what}</p>}
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {boat.registration && (
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Registration</dt>
              <dd className="font-medium">{boat.registration}</dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Insurance</dt>
            <dd
              className={lapsed ? 'font-medium text-destructive dark:text-red-300' : 'font-medium'}
            >
              {insurance === null
                ? 'not on record'
                : `${lapsed ? 'ended' : 'until'} ${formatServiceDate(insurance, 'MMM d, yyyy')}`}
            </dd>
          </div>
        </dl>
      </div>
      {props.actions && <div className="flex shrink-0 gap-2">{props.actions}</div>}
    </li>
  );
}
