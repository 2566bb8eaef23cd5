import { useState } from 'react';
import type { Lift, LiftConflict } from '@shared/api/lifts';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useMarinaUnits } from '@/lib/boats';
import { useConfig } from '@/lib/config';
import { useLifts } from '@/lib/lifts';
import { formatMarinaInstant } from '@/lib/marina-dates';
import { useCreateLift } from '../../api/create-lift';
import { SectionCard } from '../section-card';
import { BookingConflicts } from '../booking-conflicts';
import { LiftForm } from './lift-form';
import { LiftRow } from './lift-row';

function RetiredLifts({ lifts }: { lifts: Lift[] }) {
  const timeZone = useConfig().data?.timeZone ?? 'UTC';
  if (lifts.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 id="retired-lifts-title" className="text-sm font-semibold text-muted-foreground">
        Retired
      </h3>
      <ul aria-labelledby="retired-lifts-title" className="flex flex-col gap-1">
        {lifts.map((lift) => (
          <li
            key={lift.id}
            data-testid="retired-lift-row"
            className="break-words text-sm text-muted-foreground"
          >
            <span className="line-through decoration-1">{lift.name}</span>
            {lift.retiredAt &&
              ` · retired ${formatMarinaInstant(lift.retiredAt, timeZone, 'MMM d, yyyy')}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The yard's lifts (docs/product.md#lifts): each in service with its kind and limits, to change
 * or retire, new ones added; the bookings the last change left without a lift listed under
 * them; the retired listed apart, since bookings they served still name them.
 */
export function LiftsSection() {
  const { data, isPending, isError } = useLifts();
  const create = useCreateLift();
  const units = useMarinaUnits();
  // Limits are typed and shown in the marina's units: nothing is offered before they are known.
  const unitsKnown = useConfig().data !== undefined;
  const [conflicts, setConflicts] = useState<LiftConflict[]>([]);
  const inService = data?.filter((lift) => !lift.retiredAt) ?? [];
  const retired = data?.filter((lift) => lift.retiredAt) ?? [];
  let list;
  if (isPending || !unitsKnown) list = <Skeleton className="h-16 w-full" />;
  else if (isError) list = <p role="alert">Error loading lifts. Please try again.</p>;
  else if (inService.length === 0)
    list = <p className="text-muted-foreground">No lifts in service. Add the first below.</p>;
  else
    list = (
      <ul className="divide-y divide-border" aria-label="Lifts in service">
        {inService.map((lift) => (
          <LiftRow key={lift.id} lift={lift} units={units} onConflicts={setConflicts} />
        ))}
      </ul>
    );
  return (
    <SectionCard
      id="lifts-title"
      title="Lifts"
      hint="The equipment the crew runs: each in service gets a column on the crew board, and takes only the boats within its limits."
    >
      <div data-testid="lifts-list">{list}</div>
      <BookingConflicts conflicts={conflicts} onDismiss={() => setConflicts([])} />
      {unitsKnown && (
        <div className="flex flex-col gap-2 border-t border-border pt-4">
          <h3 className="text-sm font-semibold">Add a lift</h3>
          <LiftForm
            idPrefix="new-lift"
            label="New lift"
            nameLabel="New lift name"
            units={units}
            submitLabel="Add Lift"
            pendingLabel="Adding..."
            save={async (values) => {
              await create.mutateAsync(values);
              toast({ title: 'Lift added', description: `${values.name} is in service.` });
            }}
          />
        </div>
      )}
      <RetiredLifts lifts={retired} />
    </SectionCard>
  );
}
