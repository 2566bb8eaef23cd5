import { useState } from 'react';
import { formatLength } from '@shared/units';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { boatLabel, useMarinaUnits } from '@/lib/boats';
import { ControlledField } from '../controlled-field';
import type { OfficeBookingForm } from '../use-new-booking-form';
import { NewBoatFields } from './new-boat-fields';
import type { BoatChoice } from './use-boat-choice';

/**
 * Which of the customer's boats in service the booking is for, or a new one added in place
 * (the picker gives way to its fields, and the boat added is the one chosen).
 */
export function BoatField(props: {
  form: OfficeBookingForm;
  customerId: number | null;
  choice: BoatChoice;
}) {
  const { choice, customerId } = props;
  const units = useMarinaUnits();
  const [adding, setAdding] = useState(false);
  const options = choice.boats.map((boat) => ({
    value: String(boat.id),
    label: `${boatLabel(boat)} · ${formatLength(boat.lengthM, units)}`,
  }));
  let placeholder = 'Select a boat';
  if (customerId === null) placeholder = 'Choose a customer first';
  else if (choice.loading) placeholder = 'Loading boats...';
  else if (choice.failed) placeholder = 'The boats could not be loaded';
  else if (options.length === 0) placeholder = 'No boats on record';

  return (
    <ControlledField
      form={props.form}
      name="boatId"
      render={({ value, onChange, error }) =>
        adding && customerId !== null ? (
          <NewBoatFields
            userId={customerId}
            units={units}
            onCancel={() => setAdding(false)}
            onAdded={(boat) => {
              onChange(boat.id);
              props.form.clearErrors('boatId');
              setAdding(false);
            }}
          />
        ) : (
          <div className="flex flex-col gap-2">
            <SelectField
              id="office-boat"
              label="Boat"
              error={error}
              value={value == null ? undefined : String(value)}
              onValueChange={(chosen) => onChange(Number(chosen))}
              options={options}
              placeholder={placeholder}
              disabled={options.length === 0}
            />
            {customerId !== null && !choice.loading && (
              <Button
                variant="outline"
                size="sm"
                className="min-h-11 self-start md:min-h-9"
                onClick={() => (choice.failed ? choice.reload() : setAdding(true))}
              >
                {choice.failed ? 'Try again' : 'Add a boat'}
              </Button>
            )}
          </div>
        )
      }
    />
  );
}
