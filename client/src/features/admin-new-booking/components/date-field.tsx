import { ServiceCalendar } from '@/components/service-calendar';
import { formatServiceDate } from '@/lib/marina-dates';
import { PopoverField, usePicker, type PickerProps } from './popover-field';

/**
 * The service date: a button that opens the month calendar. The office may book today
 * (docs/product.md#validation: only earlier dates are disabled) and up to the booking horizon.
 */
export function DateField(props: PickerProps<string> & { today: string; lastDate: string }) {
  const picker = usePicker(props.onChange);
  return (
    <PopoverField
      field={props}
      picker={picker}
      label="Date"
      shown={
        props.value
          ? formatServiceDate(props.value, 'EEE, MMMM d, yyyy') +
            (props.value === props.today ? ' (today)' : '')
          : null
      }
      placeholder="Pick a date"
      contentLabel="Choose a date"
      contentClassName="w-[22rem] p-3"
    >
      <ServiceCalendar
        today={props.today}
        firstDate={props.today}
        lastDate={props.lastDate}
        selected={props.value || null}
        onSelect={picker.choose}
      />
    </PopoverField>
  );
}
