import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { PublicUser, Profile } from '@shared/api-types';
import { profileSchema, type ProfileInput, type ProfileValues } from '@shared/schemas/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { storageOptions } from '@/lib/storage-options';
import { useSaveProfile } from '../api/save-profile';

export function ProfileForm({ user, profile }: { user: PublicUser; profile: Profile | null }) {
  const save = useSaveProfile(user.id);
  const { register, handleSubmit, control, watch, setError, formState } = useForm<
    ProfileInput,
    unknown,
    ProfileValues
  >({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      fullName: profile?.fullName ?? user.ownerName,
      phoneNumber: profile?.phoneNumber ?? '',
      preferredEmail: profile?.preferredEmail ?? user.email,
      storageType: profile?.storageType ?? null,
      wetSlipNumber: profile?.wetSlipNumber ?? '',
      dryStorageLocation: profile?.dryStorageLocation ?? '',
      isVibMember: profile?.isVibMember ?? false,
    },
  });
  const errors = formState.errors;
  const storageType = watch('storageType');

  const onSubmit = handleSubmit((values) => {
    // The client sends every profile field (SPEC §3); fields not on this form keep their values.
    const payload: ProfileInput = {
      ...values,
      preferredSourceSlip: profile?.preferredSourceSlip ?? null,
      preferredDestination: profile?.preferredDestination ?? null,
      notes: profile?.notes ?? null,
    } as ProfileInput;
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold">Contact information</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            id="profile-fullName"
            label="Full name"
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            id="profile-phoneNumber"
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <TextField
            id="profile-preferredEmail"
            label="Email"
            type="email"
            autoComplete="email"
            className="sm:col-span-2"
            error={errors.preferredEmail?.message}
            {...register('preferredEmail')}
          />
        </div>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-bold">Storage information</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="storageType"
            render={({ field }) => (
              <SelectField
                id="profile-storageType"
                label="Storage type"
                error={errors.storageType?.message}
                value={field.value ?? undefined}
                onValueChange={field.onChange}
                options={storageOptions}
                placeholder="Select where your boat is stored"
              />
            )}
          />
          {storageType === 'wet-slip' ? (
            <TextField
              id="profile-wetSlipNumber"
              label="Wet slip number"
              autoComplete="off"
              error={errors.wetSlipNumber?.message}
              {...register('wetSlipNumber')}
            />
          ) : storageType ? (
            <TextField
              id="profile-dryStorageLocation"
              label="Dry storage location"
              autoComplete="off"
              error={errors.dryStorageLocation?.message}
              {...register('dryStorageLocation')}
            />
          ) : null}
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="isVibMember"
              render={({ field }) => (
                <Checkbox
                  id="profile-vib"
                  checked={Boolean(field.value)}
                  onCheckedChange={field.onChange}
                  label="VIB membership"
                  description="I am a member of the marina's VIB boating club."
                />
              )}
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
