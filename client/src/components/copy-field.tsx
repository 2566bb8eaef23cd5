import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';

/**
 * Something shown once to be copied elsewhere (a private link, a secret): read-only, in
 * monospace, with Copy. Without a clipboard (plain http, a denied permission) it is left
 * selected, to copy with the keyboard or menu.
 */
export function CopyField(props: {
  label: string;
  value: string;
  /** The toast after copying: what to do with it now. */
  copied: { title: string; description: string };
  /** What is left selected when copying fails: 'The link', 'It'. */
  selectedWhat: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      toast(props.copied);
    } catch {
      input.current?.select();
      toast({
        title: 'Could not copy',
        description: `${props.selectedWhat} is selected: copy it with your keyboard or menu.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          readOnly
          value={props.value}
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
  );
}
