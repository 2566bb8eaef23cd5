import type { ReactNode, Ref } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

/**
 * A form field whose value is chosen in a popover (the customer, the date): its label, a
 * button showing the value or a placeholder, the popover's content and the field's error, wired
 * so a screen reader hears "Customer, Anna de Vries" and the error with it.
 */
export function PopoverField(props: {
  id: string;
  label: string;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
  /** What the button shows: the value, or null for the placeholder. */
  shown: string | null;
  placeholder: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the popover for screen readers. */
  contentLabel: string;
  contentClassName: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const labelId = `${props.id}-label`;
  const valueId = `${props.id}-value`;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-foreground">
        {props.label}
      </span>
      <Popover open={props.open} onOpenChange={props.onOpenChange}>
        <PopoverTrigger asChild>
          <button
            id={props.id}
            ref={props.buttonRef}
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? `${props.id}-error` : undefined}
            className={cn(
              fieldClasses,
              'flex min-h-11 items-center justify-between gap-2 text-left',
            )}
          >
            <span
              id={valueId}
              className={cn('min-w-0 truncate', props.shown === null && 'text-muted-foreground')}
            >
              {props.shown ?? props.placeholder}
            </span>
            <span aria-hidden="true" className="text-muted-foreground">
              ▾
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent aria-label={props.contentLabel} className={props.contentClassName}>
          {props.children}
        </PopoverContent>
      </Popover>
      {props.error && (
        <p
          id={`${props.id}-error`}
          role="alert"
          className="text-sm font-medium text-destructive dark:text-red-300"
        >
          {props.error}
        </p>
      )}
    </div>
  );
}
