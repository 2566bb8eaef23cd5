import { useState } from 'react';
import type { Lift } from '@shared/api/lifts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useRenameLift } from '@/lib/lifts';
import { LiftNameForm } from './lift-name-form';
import { RetireLiftButton } from './retire-lift-button';

/** A lift in service: its name with Rename and Retire, or, while renaming, the name's form. */
export function LiftRow({ lift }: { lift: Lift }) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameLift();
  return (
    <li data-testid="lift-row" className="py-3 first:pt-0 last:pb-0">
      {renaming ? (
        <LiftNameForm
          idPrefix={`lift-${lift.id}`}
          label={`New name for ${lift.name}`}
          defaultName={lift.name}
          submitLabel="Save Name"
          pendingLabel="Saving..."
          save={async (name) => {
            await rename.mutateAsync({ liftId: lift.id, name });
            setRenaming(false);
            toast({ title: 'Lift renamed', description: `${lift.name} is now ${name}.` });
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 break-words font-semibold">{lift.name}</p>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              className="max-md:min-h-11"
              onClick={() => setRenaming(true)}
              aria-label={`Rename ${lift.name}`}
            >
              Rename
            </Button>
            <RetireLiftButton lift={lift} />
          </div>
        </div>
      )}
    </li>
  );
}
