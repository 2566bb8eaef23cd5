import { useState } from 'react';
import type { PublicConfig } from '@shared/api/system';
import type { ServiceType } from '@shared/constants';
import { BoatFormDialog } from '@/components/boats/boat-form-dialog';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { boatNotice } from '../boat-rules';
import { BoatChoices } from './boat-choices';
import type { BookingFormApi } from './use-booking-form';

const ID = 'booking-boatId';

/**
 * The booking's Boat: the owner's boats in service to choose from (the only one chosen for
 * them), or a quiet way to add one. Adding opens the boat form over the schedule, so the date,
 * deadline and details filled in stay; the boat added is chosen.
 */
export function BoatField(props: {
  form: BookingFormApi;
  config: PublicConfig;
  serviceType: ServiceType;
  date: string | null;
}) {
  const { form, config } = props;
  const { boats } = form;
  const units = config.units;
  const [adding, setAdding] = useState(false);
  const error = form.formState.errors.boatId?.message;
  const chosenId = form.watch('boatId');
  // What to know before submitting: a boat the marina needs, insurance that ends too soon.
  const notice = boatNotice({ ...props, inService: boats, chosenId });
  const choose = (boatId: number) => form.setValue('boatId', boatId, { shouldValidate: true });
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': `${ID}-error` } : {};

  let control;
  if (!boats) {
    control = <Skeleton className="h-14 w-full rounded-xl" />;
  } else if (boats.length === 0) {
    control = (
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
        No boat on your profile yet.
        <Button id={ID} variant="link" onClick={() => setAdding(true)} {...invalid}>
          Add your boat
        </Button>
      </p>
    );
  } else {
    control = (
      <BoatChoices
        id={ID}
        labelledBy={`${ID}-label`}
        boats={boats}
        units={units}
        value={chosenId}
        onChange={choose}
        error={error}
      />
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${ID}-label`} className="text-sm font-medium text-foreground">
        Boat
      </span>
      {control}
      <FieldError id={`${ID}-error`} message={error} />
      {notice && !error && (
        <p className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100">
          {notice}
        </p>
      )}
      {boats && boats.length > 0 && (
        <Button variant="link" className="self-start" onClick={() => setAdding(true)}>
          Add another boat
        </Button>
      )}
      <BoatFormDialog
        open={adding}
        onOpenChange={setAdding}
        boat={null}
        units={units}
        description="It is kept on your profile; this booking stays as you left it."
        onSaved={(boat) => choose(boat.id)}
      />
    </div>
  );
}
