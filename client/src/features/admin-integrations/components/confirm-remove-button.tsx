import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';

/**
 * Revoke or Delete on a row, after a confirm. `remove` is a mutateAsync: the row and this
 * button leave the list on success, so focus then goes to `focusAfter` (the card's form), not
 * to a page that lost it.
 */
export function ConfirmRemoveButton(props: {
  label: string;
  ariaLabel: string;
  title: string;
  description: string;
  cancelLabel: string;
  actionLabel: string;
  busyLabel: string;
  /** The error toast's opening words, e.g. 'Could not revoke the token'. */
  failure: string;
  remove: () => Promise<unknown>;
  busy: boolean;
  onRemoved: () => void;
  focusAfter: () => HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await props.remove();
      props.onRemoved();
    } catch (error) {
      toast({
        title: 'Error',
        description: `${props.failure}: ${errorMessage(error, 'unknown error')}`,
        variant: 'destructive',
      });
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outlineDestructive"
        size="sm"
        className="max-md:min-h-11"
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
        busyLabel={props.busyLabel}
        onAction={() => void confirm()}
        destructive
        busy={props.busy}
        returnFocusFallback={props.focusAfter}
      />
    </>
  );
}
