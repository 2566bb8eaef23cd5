import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';

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
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!props.secret) return;
    try {
      await navigator.clipboard.writeText(props.secret);
      toast({ title: 'Copied', description: 'Paste it where the other system keeps secrets.' });
    } catch {
      // No clipboard (plain http, a denied permission): leave it selected for the keyboard.
      input.current?.select();
      toast({
        title: 'Could not copy',
        description: 'It is selected: copy it with your keyboard or menu.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={props.secret !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent title={props.title} returnFocusTo={props.returnFocusTo}>
        <div className="mt-4 flex flex-col gap-4">
          <p className="rounded-lg border border-border bg-muted p-3 text-sm font-semibold">
            {props.warning}
          </p>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{props.label}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                ref={input}
                id={id}
                readOnly
                value={props.secret ?? ''}
                onFocus={(event) => event.currentTarget.select()}
                className={cn(fieldClasses, 'min-h-11 font-mono text-sm')}
                spellCheck={false}
                autoComplete="off"
              />
              <Button variant="primary" onClick={() => void copy()} className="shrink-0">
                Copy
              </Button>
            </div>
          </div>
          {props.children}
          <Button variant="outline" onClick={props.onClose} className="sm:self-end">
            Done
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
