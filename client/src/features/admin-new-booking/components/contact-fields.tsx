import { Controller } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import type { OfficeBookingForm } from './use-new-booking-form';

/** Who the booking is for, as the yard will contact them: filled from the profile, editable. */
export function ContactFields({ form }: { form: OfficeBookingForm }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id="office-first-name"
        label="First Name"
        autoComplete="off"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        id="office-last-name"
        label="Last Name"
        autoComplete="off"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <TextField
        id="office-email"
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.ownerEmail?.message}
        {...form.register('ownerEmail')}
      />
      <TextField
        id="office-phone"
        label="Phone"
        type="tel"
        autoComplete="off"
        error={errors.ownerPhone?.message}
        {...form.register('ownerPhone')}
      />
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="isVibMember"
          render={({ field }) => (
            <Checkbox
              id="office-vib"
              label="VIB Member"
              description="Boating-club membership"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </div>
  );
}
