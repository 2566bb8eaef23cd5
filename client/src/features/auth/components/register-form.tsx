import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { storageOptions } from '@/lib/storage-options';
import { useRegister } from '../api/register';

type RegisterFormInput = z.input<typeof registerSchema>;
type RegisterFormOutput = z.output<typeof registerSchema>;

export function RegisterForm(props: {
  onStart: () => void;
  onRegistered: () => void;
  onFailed: () => void;
}) {
  const registerAccount = useRegister();
  const { register, handleSubmit, control, formState } = useForm<
    RegisterFormInput,
    unknown,
    RegisterFormOutput
  >({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      email: '',
      password: '',
      fullName: '',
      phoneNumber: '',
      username: '',
      isVibMember: false,
    },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    props.onStart();
    mutateWithToasts(
      registerAccount,
      {
        email: values.email,
        password: values.password,
        fullName: values.fullName,
        storageType: values.storageType,
        phoneNumber: values.phoneNumber,
        // SPEC §3: username defaults to the email; preferredEmail equals the email.
        username: values.username ?? values.email,
        preferredEmail: values.email,
        isVibMember: values.isVibMember,
        isAdmin: false,
      },
      {
        success: (user) => ({
          title: 'Registration successful',
          description: `Welcome aboard, ${user.ownerName}! Your account has been created!`,
        }),
        failure: {
          title: 'Registration failed',
          fallback: 'Could not create account. Please try again.',
        },
        onSuccess: props.onRegistered,
        onError: props.onFailed,
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="register-full-name"
        label="Full name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <Controller
        control={control}
        name="storageType"
        render={({ field }) => (
          <SelectField
            id="register-storage-type"
            label="Storage type"
            error={errors.storageType?.message}
            value={field.value}
            onValueChange={field.onChange}
            options={storageOptions}
            placeholder="Select where your boat is stored"
          />
        )}
      />
      <TextField
        id="register-phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField
        id="register-username"
        label="Username (optional)"
        autoComplete="username"
        error={errors.username?.message}
        hint="Defaults to your email"
        {...register('username')}
      />
      <Controller
        control={control}
        name="isVibMember"
        render={({ field }) => (
          <Checkbox
            id="register-vib"
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            label="VIB boating club member"
          />
        )}
      />
      <Button type="submit" size="lg" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
