import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

/** The free-text notes for the yard, in the owner's and the office's booking forms alike. */
export function SpecialRequestsField(props: {
  id: string;
  /** The office's form marks the field optional in its label. */
  markOptional?: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field
      id={props.id}
      label={props.markOptional ? 'Special Requests (optional)' : 'Special Requests'}
      error={props.error}
    >
      <Textarea
        id={props.id}
        rows={3}
        placeholder="Any special instructions or requests"
        {...props.registration}
      />
    </Field>
  );
}
