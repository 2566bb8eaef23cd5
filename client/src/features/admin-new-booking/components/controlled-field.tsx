import type { ReactElement } from 'react';
import { Controller, type FieldPath, type FieldPathValue, type RefCallBack } from 'react-hook-form';
import type { OfficeBookingFormInput } from '@shared/schemas/office-booking-form';
import type { OfficeBookingForm } from './use-new-booking-form';

type Name = FieldPath<OfficeBookingFormInput>;

/** What a field drawn by react-hook-form's Controller is handed of its form state. */
export interface BoundField<N extends Name> {
  value: FieldPathValue<OfficeBookingFormInput, N>;
  onChange: (value: FieldPathValue<OfficeBookingFormInput, N>) => void;
  error: string | undefined;
  /** Given to the control a failed submit should focus. */
  ref: RefCallBack;
}

/**
 * One of the New Booking form's fields that is no plain input (a picker, a select, a checkbox):
 * react-hook-form's Controller for `name`, its value, change, error and ref unpacked once here.
 */
export function ControlledField<N extends Name>(props: {
  form: OfficeBookingForm;
  name: N;
  render: (bound: BoundField<N>) => ReactElement;
}) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) =>
        props.render({
          value: field.value,
          onChange: field.onChange,
          error: fieldState.error?.message,
          ref: field.ref,
        })
      }
    />
  );
}
