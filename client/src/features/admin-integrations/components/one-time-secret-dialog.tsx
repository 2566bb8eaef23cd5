import { useState, type ReactNode, type RefObject } from 'react';
import { CopyField } from '@/components/copy-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/**
 * A secret the server shows once (a token, a signing secret): read-only, with Copy. Closing
 * drops it for good, so the dialog says so before the admin leaves it.
 */
export function OneTimeSecretDialog(props: {
  /** The secret while it is shown; null once closed. */
  secret: string | null;
  title: string;
  label: string;
  warning: string;
  /** What to do with it, below the warning. */
  children?: ReactNode;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={props.secret !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent title={props.title} returnFocusTo={props.returnFocusTo}>
        <div className="mt-4 flex flex-col gap-4">
          <p className="rounded-lg border border-border bg-muted p-3 text-sm font-semibold">
            {props.warning}
          </p>
          <CopyField
            label={props.label}
            value={props.secret ?? ''}
            copied={{
              title: 'Copied',
              description: 'Paste it where the other system keeps secrets.',
            }}
            selectedWhat="It"
          />
          {props.children}
          <Button variant="outline" onClick={props.onClose} className="sm:self-end">
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The secret a create answered with, while its dialog shows it. Closing forgets it, and resets
 * the mutation: its answer held the secret too, and nothing keeps it once the dialog is gone.
 */
export function useOneTimeSecret(mutation: { reset: () => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    mutation.reset();
  };
  return { secret, show: setSecret, close };
}
