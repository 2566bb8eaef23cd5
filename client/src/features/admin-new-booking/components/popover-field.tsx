import { useState, type ReactNode, type Ref } from 'react';
import { FieldError } from '@/components/ui/field';
import { fieldClasses } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';

/** What a popover picker (the customer, the date) takes from its form; it hands on a Chosen. */
export interface PickerProps<T, Chosen = T> {
  id: string;
  /** react-hook-form's ref, so a submit without a value focuses the picker. */
  buttonRef?: Ref<HTMLButtonElement> | undefined;
  value: T;
  onChange: (value: Chosen) => void;
  error?: string | undefined;
}

/** A picker's popover: open or not, and choosing a value hands it on and closes it. */
export function usePicker<T>(onChange: (value: T) => void) {
  const [open, setOpen] = useState(false);
  const choose = (value: T) => {
    onChange(value);
    setOpen(false);
  };
  return { open, setOpen, choose };
}

/**
 * A form field whose value is chosen in a popover (the customer, the date): its label, a
 * button showing the value or a placeholder, the popover's content and the field's error, wired
 * so a screen reader hears "Customer, Anna de Vries" and the error with it.
 */
export function PopoverField(props: {
  /** The picker's own props: its id, its form ref and its error. */
  field: Pick<PickerProps<unknown>, 'id' | 'buttonRef' | 'error'>;
  picker: { open: boolean; setOpen: (open: boolean) => void };
  label: string;
  /** What the button shows: the value, or null for the placeholder. */
  shown: string | null;
  placeholder: string;
  /** Names the popover for screen readers. */
  contentLabel: string;
  contentClassName: string;
  children: ReactNode;
}) {
  const { id, buttonRef, error } = props.field;
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-foreground">
        {props.label}
      </span>
      <Popover open={props.picker.open} onOpenChange={props.picker.setOpen}>
        <PopoverTrigger asChild>
          <button
            id={id}
            ref={buttonRef}
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
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
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
