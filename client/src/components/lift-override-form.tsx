import { useRef, useState } from 'react';
import { bookingLiftSchema } from '@shared/schemas/lifts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { LiftRefusal } from '@/lib/lifts';

/**
 * The server's refusal of a lift (too small for the boat, or at its load), and the way past
 * it: a reason, then Override, which sends the same lift again with the override. On the crew
 * board's cards and in the office's booking panel.
 */
export function LiftOverrideForm(props: {
  id: string;
  refusal: LiftRefusal;
  pending: boolean;
  /** What names the booking, where the screen shows more than one (the crew board). */
  describedBy?: string;
  onOverride: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const submit = () => {
    // The shared rule: a reason is required, one line, of bounded length.
    const checked = bookingLiftSchema.safeParse({
      liftId: props.refusal.liftId,
      override: true,
      overrideReason: reason,
    });
    if (!checked.success || !checked.data.overrideReason) {
      setError(checked.error?.issues[0]?.message ?? 'Say why the lift rules are overridden');
      input.current?.focus();
      return;
    }
    setError(undefined);
    props.onOverride(checked.data.overrideReason);
  };

  return (
    <form
      noValidate
      aria-label="Override the lift rules"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-3 rounded-xl border-2 border-destructive p-3"
    >
      <p role="alert" className="text-base font-semibold break-words">
        {props.refusal.message}
      </p>
      <TextField
        ref={input}
        id={`${props.id}-reason`}
        label="Reason"
        autoComplete="off"
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="grid grid-cols-2 gap-2">
        <Button
          type="submit"
          variant="destructive"
          className="min-h-12"
          aria-describedby={props.describedBy}
          disabled={props.pending}
        >
          {props.pending ? 'Overriding…' : 'Override'}
        </Button>
        <Button variant="outline" className="min-h-12" onClick={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
