import { useId, useRef } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';

/** The link just made: read-only, with Copy and a webcal:// link that opens a calendar app. */
export function CalendarFeedLink(props: {
  url: string;
  webcalUrl: string;
  label: string;
  /** Who may see what the link shows, the first sentence of the privacy note. */
  privacy: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app.' });
    } catch {
      // No clipboard (an old browser, a denied permission): leave the link selected instead.
      input.current?.select();
      toast({
        title: 'Could not copy',
        description: 'The link is selected: copy it with your keyboard or menu.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{props.label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={id}
            readOnly
            value={props.url}
            onFocus={(event) => event.currentTarget.select()}
            className={cn(fieldClasses, 'min-h-11 font-mono text-sm')}
            spellCheck={false}
          />
          <Button variant="primary" onClick={() => void copy()} className="shrink-0">
            Copy
          </Button>
        </div>
      </div>
      <a href={props.webcalUrl} className={cn(buttonClasses('outline'), 'sm:self-start')}>
        Open in calendar app
      </a>
      <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
        {props.privacy} It is shown only now; if you lose it, reset the link to get a new one.
      </p>
    </div>
  );
}
