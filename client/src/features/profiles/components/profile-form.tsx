import { useController } from 'react-hook-form';
import type { Profile } from '@shared/api/profiles';
import type { PublicUser } from '@shared/api/users';
import { profileSchema, type ProfileInput } from '@shared/schemas/profiles';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { storageOptions } from '@/lib/storage-options';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveProfile } from '../api/save-profile';

export function ProfileForm({ user, profile }: { user: PublicUser; profile: Profile | null }) {
  const save = useSaveProfile(user.id);
  const { handleSubmit, control, setError, formState, formRef, field } = useSchemaForm(
    profileSchema,
    'profile',
    {
      fullName: profile?.fullName ?? user.ownerName,
      phoneNumber: profile?.phoneNumber ?? '',
      preferredEmail: profile?.preferredEmail ?? user.email,
      storageType: profile?.storageType ?? null,
      wetSlipNumber: profile?.wetSlipNumber ?? '',
      dryStorageLocation: profile?.dryStorageLocation ?? '',
      isVibMember: profile?.isVibMember ?? false,
    },
  );
  const errors = formState.errors;
  const storage = useController({ control, name: 'storageType' });
  const vib = useController({ control, name: 'isVibMember' });

  const onSubmit = handleSubmit((values) => {
    // The client sends every profile field (docs/product.md#entities); fields not on this form keep
    // their values.
    const payload: ProfileInput = {
      ...values,
      preferredSourceSlip: profile?.preferredSourceSlip ?? null,
      preferredDestination: profile?.preferredDestination ?? null,
      notes: profile?.notes ?? null,
    };
    mutateWithToasts(save, payload, {
      success: () => ({
        title: 'Profile Updated',
        description: 'Your profile has been updated successfully.',
      }),
      failure: { title: 'Update Failed', fallback: 'Failed to update profile' },
      // Field errors go next to their fields as well as in the toast.
      onError: (error) => {
        if (error instanceof ApiError) {
          error.fieldErrors?.forEach(({ path, message }) =>
            setError(path as keyof ProfileInput, { message }),
          );
        }
      },
    });
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold">Contact information</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="name" {...field('fullName')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('phoneNumber')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            className="sm:col-span-2"
            {...field('preferredEmail')}
          />
        </div>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold">Storage information</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            id="profile-storageType"
            label="Storage type"
            error={errors.storageType?.message}
            value={storage.field.value ?? undefined}
            onValueChange={storage.field.onChange}
            options={storageOptions}
            placeholder="Select where your boat is stored"
          />
          {storage.field.value === 'wet-slip' ? (
            <TextField label="Wet slip number" autoComplete="off" {...field('wetSlipNumber')} />
          ) : storage.field.value ? (
            <TextField
              label="Dry storage location"
              autoComplete="off"
              {...field('dryStorageLocation')}
            />
          ) : null}
          <div className="sm:col-span-2">
            <Checkbox
              id="profile-vib"
              checked={Boolean(vib.field.value)}
              onCheckedChange={vib.field.onChange}
              label="VIB membership"
              description="I am a member of the marina's VIB boating club."
            />
          </div>
        </div>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  );
}
