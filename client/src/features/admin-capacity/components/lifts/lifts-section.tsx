import type { Lift } from '@shared/api/lifts';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useCreateLift, useLifts } from '@/lib/lifts';
import { useConfig } from '@/lib/config';
import { formatMarinaInstant } from '@/lib/marina-dates';
import { SectionCard } from '../section-card';
import { LiftNameForm } from './lift-name-form';
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
 * The yard's lifts (docs/product.md#lifts): each in service can be renamed or retired, new ones
 * added; the retired stay listed apart, since bookings they served still name them.
 */
export function LiftsSection() {
  const { data, isPending, isError } = useLifts();
  const create = useCreateLift();
  const inService = data?.filter((lift) => !lift.retiredAt) ?? [];
  const retired = data?.filter((lift) => lift.retiredAt) ?? [];
  let list;
  if (isPending) list = <Skeleton className="h-16 w-full" />;
  else if (isError) list = <p role="alert">Error loading lifts. Please try again.</p>;
  else if (inService.length === 0)
    list = <p className="text-muted-foreground">No lifts in service. Add the first below.</p>;
  else
    list = (
      <ul className="divide-y divide-border" aria-label="Lifts in service">
        {inService.map((lift) => (
          <LiftRow key={lift.id} lift={lift} />
        ))}
      </ul>
    );
  return (
    <SectionCard
      id="lifts-title"
      title="Lifts"
      hint="The equipment the crew runs: each in service gets a column on the crew board."
    >
      <div data-testid="lifts-list">{list}</div>
      <LiftNameForm
        idPrefix="new-lift"
        label="New lift name"
        submitLabel="Add Lift"
        pendingLabel="Adding..."
        save={async (name) => {
          await create.mutateAsync({ name });
          toast({ title: 'Lift added', description: `${name} is in service.` });
        }}
      />
      <RetiredLifts lifts={retired} />
    </SectionCard>
  );
}
