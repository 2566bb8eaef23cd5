import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { toastFailure } from '@/lib/mutate-with-toasts';

/**
 * A row's action that needs no confirm (Reopen, Lift). `run` is a mutation's mutateAsync, not
 * mutate with callbacks: the row re-renders or leaves once the list re-reads, and callbacks
 * given to mutate never run once their component has unmounted.
 */
export function RowActionButton(props: {
  label: string;
  busyLabel: string;
  ariaLabel: string;
  busy: boolean;
  run: () => Promise<unknown>;
  done: { title: string; description: string };
  /** The error toast's opening words, e.g. 'Failed to reopen'. */
  failure: string;
}) {
  const run = () =>
    props.run().then(
      () => toast(props.done),
      (error: unknown) => toastFailure(props.failure, error),
    );
  return (
    <Button
      variant="outline"
      size="sm"
      className="max-md:min-h-11"
      disabled={props.busy}
      onClick={() => void run()}
      aria-label={props.ariaLabel}
    >
      {props.busy ? props.busyLabel : props.label}
    </Button>
  );
}
