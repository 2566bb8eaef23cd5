import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import { ControlledField } from './controlled-field';
import type { OfficeBookingForm } from './use-new-booking-form';

const CONTACT_FIELDS = [
  { name: 'firstName', id: 'office-first-name', label: 'First Name', type: 'text' },
  { name: 'lastName', id: 'office-last-name', label: 'Last Name', type: 'text' },
  { name: 'ownerEmail', id: 'office-email', label: 'Email', type: 'email' },
  { name: 'ownerPhone', id: 'office-phone', label: 'Phone', type: 'tel' },
] as const;

/** Who the booking is for, as the yard will contact them: filled from the profile, editable. */
export function ContactFields({ form }: { form: OfficeBookingForm }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CONTACT_FIELDS.map(({ name, id, label, type }) => (
        <TextField
          key={name}
          id={id}
          label={label}
          type={type}
          autoComplete="off"
          error={errors[name]?.message}
          {...form.register(name)}
        />
      ))}
      <div className="sm:col-span-2">
        <ControlledField
          form={form}
          name="isVibMember"
          render={({ value, onChange }) => (
            <Checkbox
              id="office-vib"
              label="VIB Member"
              description="Boating-club membership"
              checked={value}
              onCheckedChange={onChange}
            />
          )}
        />
      </div>
    </div>
  );
}
