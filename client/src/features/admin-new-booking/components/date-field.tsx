import { useState, type Ref } from 'react';
import { ServiceCalendar } from '@/components/service-calendar';
import { fieldClasses } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { formatServiceDate } from '@/lib/marina-dates';

/**
 * The service date: a button that opens the month calendar. The office may book today (SPEC
 * §5: only earlier dates are disabled) and up to the booking horizon.
 */
export function DateField(props: {
  id: string;
  buttonRef?: Ref<HTMLButtonElement>;
  value: string;
  onChange: (date: string) => void;
  today: string;
  lastDate: string;
  error?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const labelId = `${props.id}-label`;
  const valueId = `${props.id}-value`;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-foreground">
        Date
      </span>
      <Popover open={open} onOpenChange={setOpen}>
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
            <span id={valueId} className={cn(!props.value && 'text-muted-foreground')}>
              {props.value
                ? formatServiceDate(props.value, 'EEE, MMMM d, yyyy') +
                  (props.value === props.today ? ' (today)' : '')
                : 'Pick a date'}
            </span>
            <span aria-hidden="true" className="text-muted-foreground">
              ▾
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-[22rem] p-3" aria-label="Choose a date">
          <ServiceCalendar
            today={props.today}
            firstDate={props.today}
            lastDate={props.lastDate}
            selected={props.value || null}
            onSelect={(date) => {
              props.onChange(date);
              setOpen(false);
            }}
          />
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
