import { LOCATION_LABELS, type Location } from '@shared/constants';
import type { LocationOptions } from '@shared/locations';
import { SelectField } from '@/components/ui/select';
import { ControlledField } from './controlled-field';
import type { OfficeBookingForm } from './use-new-booking-form';

const toOptions = (values: readonly Location[]) =>
  values.map((value) => ({ value, label: LOCATION_LABELS[value] }));

/**
 * Source and destination, offered for the chosen customer's storage type (docs/product.md#screens).
 */
export function LocationFields(props: {
  form: OfficeBookingForm;
  options: LocationOptions | null;
  loading: boolean;
}) {
  const placeholder = props.loading
    ? "Loading the customer's options..."
    : 'Select a customer first';
  const field = (name: 'sourceSlipType' | 'destination', label: string) => (
    <ControlledField
      form={props.form}
      name={name}
      render={({ value, onChange, error }) => {
        const values =
          name === 'sourceSlipType' ? props.options?.sources : props.options?.destinations;
        return (
          <SelectField
            id={`office-${name}`}
            label={label}
            error={error}
            value={value || undefined}
            onValueChange={onChange}
            options={values ? toOptions(values) : []}
            placeholder={values ? 'Select a location' : placeholder}
            disabled={!values}
          />
        );
      }}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('sourceSlipType', 'Source')}
      {field('destination', 'Destination')}
    </div>
  );
}
