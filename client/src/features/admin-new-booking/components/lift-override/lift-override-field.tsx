import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import type { LiftOverride } from './use-lift-override';

/**
 * After the server refused the booking for the lift rules: its message, and the office's way
 * past them, a checkbox and the reason the crew will see on the booking.
 */
export function LiftOverrideField({ override }: { override: LiftOverride }) {
  if (!override.refusal) return null;
  return (
    <div
      data-testid="lift-override-field"
      className="flex flex-col gap-3 rounded-lg border border-destructive bg-red-50 p-4 text-sm dark:bg-red-950/40"
    >
      <p role="alert" className="font-semibold text-red-900 dark:text-red-100">
        {override.refusal}
      </p>
      <Checkbox
        id="office-lift-override"
        checked={override.checked}
        onCheckedChange={override.setChecked}
        label="Book past the lift rules"
        description="The crew board and the booking show it overridden, with your reason."
      />
      {override.checked && (
        <TextField
          ref={override.reasonRef}
          id="office-lift-override-reason"
          label="Reason"
          autoComplete="off"
          value={override.reason}
          error={override.error}
          onChange={(event) => override.setReason(event.target.value)}
        />
      )}
    </div>
  );
}
