import { useState } from 'react';
import type { Lift, LiftConflict } from '@shared/api/lifts';
import { LIFT_KIND_LABELS } from '@shared/schemas/lifts';
import type { MarinaUnits } from '@shared/units';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { liftLimitsText } from '@/lib/lift-limits';
import { useChangeLift } from '../../api/change-lift';
import { LiftForm } from './lift-form';
import { liftChanges, liftFormInput } from './lift-form-schema';
import { RetireLiftButton } from './retire-lift-button';

/**
 * A lift in service: its name, kind and limits with Edit and Retire, or, while editing, the
 * lift's form. A change that leaves bookings without a lift goes to `onConflicts`.
 */
export function LiftRow(props: {
  lift: Lift;
  units: MarinaUnits;
  onConflicts: (conflicts: LiftConflict[]) => void;
}) {
  const { lift, units } = props;
  const [editing, setEditing] = useState(false);
  const change = useChangeLift();
  const limits = liftLimitsText(lift, units) || 'No size limits';
  const initial = liftFormInput(lift, units);
  return (
    <li data-testid="lift-row" className="py-3 first:pt-0 last:pb-0">
      {editing ? (
        <LiftForm
          idPrefix={`lift-${lift.id}`}
          label={`Change ${lift.name}`}
          nameLabel="Name"
          units={units}
          initial={initial}
          submitLabel="Save Lift"
          pendingLabel="Saving..."
          save={async (values, typed) => {
            const changes = liftChanges(values, typed, initial);
            if (Object.keys(changes).length > 0) {
              const answer = await change.mutateAsync({ liftId: lift.id, changes });
              props.onConflicts(answer.conflicts);
              toast(
                Object.keys(changes).join() === 'name'
                  ? {
                      title: 'Lift renamed',
                      description: `${lift.name} is now ${answer.lift.name}.`,
                    }
                  : { title: 'Lift saved', description: `${answer.lift.name} is up to date.` },
              );
            }
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="break-words font-semibold">
              {lift.name}{' '}
              <span className="font-normal text-muted-foreground">
                · {LIFT_KIND_LABELS[lift.kind]}
              </span>
            </p>
            <p data-testid="lift-limits" className="break-words text-sm text-muted-foreground">
              {limits}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              className="max-md:min-h-11"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${lift.name}`}
            >
              Edit
            </Button>
            <RetireLiftButton lift={lift} onConflicts={props.onConflicts} />
          </div>
        </div>
      )}
    </li>
  );
}
