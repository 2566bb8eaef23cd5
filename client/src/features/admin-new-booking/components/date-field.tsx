import { useState, type Ref } from 'react';
import { ServiceCalendar } from '@/components/service-calendar';
import { formatServiceDate } from '@/lib/marina-dates';
import { PopoverField } from './popover-field';

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
  return (
    <PopoverField
      id={props.id}
      label="Date"
      buttonRef={props.buttonRef}
      shown={
        props.value
          ? formatServiceDate(props.value, 'EEE, MMMM d, yyyy') +
            (props.value === props.today ? ' (today)' : '')
          : null
      }
      placeholder="Pick a date"
      open={open}
      onOpenChange={setOpen}
      contentLabel="Choose a date"
      contentClassName="w-[22rem] p-3"
      error={props.error}
    >
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
    </PopoverField>
  );
}
