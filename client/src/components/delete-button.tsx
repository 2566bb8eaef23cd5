import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/mutate-with-toasts';

/**
 * A row's Delete (or Revoke, Retire), after a confirm dialog. `remove` is a mutation's
 * mutateAsync, not mutate with callbacks: the row (and this button) leaves the list or the panel
 * closes on success, and callbacks given to mutate never run once their component has unmounted.
 */
export function DeleteButton(props: {
  label: string;
  ariaLabel: string;
  title: string;
  description: string;
  cancelLabel: string;
  actionLabel: string;
  /** The confirm button's words while it works; 'Deleting...' unless said. */
  busyLabel?: string;
  /** The error toast's opening words, e.g. 'Failed to delete user'. */
  failure: string;
  remove: () => Promise<unknown>;
  busy: boolean;
  onDeleted: () => void;
  /** Where focus goes once the row (and this button) has left the list, e.g. the card's form. */
  focusAfter?: () => HTMLElement | null;
  /** In a row it is small on wide screens and thumb-sized on a phone; in a panel, full size. */
  placement?: 'row' | 'panel';
}) {
  const inRow = props.placement !== 'panel';
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await props.remove();
      props.onDeleted();
    } catch (error) {
      toastFailure(props.failure, error);
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outlineDestructive"
        size={inRow ? 'sm' : 'md'}
        className={inRow ? 'max-md:min-h-11' : undefined}
        onClick={() => setOpen(true)}
        aria-label={props.ariaLabel}
      >
        {props.label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={props.title}
        description={props.description}
        cancelLabel={props.cancelLabel}
        actionLabel={props.actionLabel}
        busyLabel={props.busyLabel ?? 'Deleting...'}
        onAction={() => void confirm()}
        destructive
        busy={props.busy}
        returnFocusFallback={props.focusAfter}
      />
    </>
  );
}
