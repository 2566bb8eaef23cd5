import { liftSchema, type LiftValues } from '@shared/schemas/lifts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSchemaForm } from '@/lib/use-schema-form';

/**
 * A lift's name, to add one or rename one. The server's refusal (a name already in service, a
 * 21st lift) belongs to the name, so it shows under the field rather than in a toast.
 */
export function LiftNameForm(props: {
  idPrefix: string;
  label: string;
  defaultName?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves when saved (the form then clears); rejects with the server's error. */
  save: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  className?: string;
}) {
  const { handleSubmit, setError, reset, formState, formRef, field } = useSchemaForm(
    liftSchema,
    props.idPrefix,
    { name: props.defaultName ?? '' },
  );

  const submit = async ({ name }: LiftValues) => {
    try {
      await props.save(name);
      reset({ name: '' });
    } catch (error) {
      const message =
        error instanceof ApiError && error.fieldErrors?.[0]
          ? error.fieldErrors[0].message
          : errorMessage(error, 'The lift could not be saved. Please try again.');
      setError('name', { message }, { shouldFocus: true });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className={cn('flex flex-col gap-2 sm:flex-row sm:items-start', props.className)}
    >
      <TextField
        label={props.label}
        autoComplete="off"
        className="min-w-0 flex-1"
        {...field('name')}
      />
      <div className="flex gap-2 sm:mt-[1.625rem]">
        <Button type="submit" disabled={formState.isSubmitting} className="flex-1 sm:flex-none">
          {formState.isSubmitting ? props.pendingLabel : props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button
            type="button"
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={props.onCancel}
          >
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
