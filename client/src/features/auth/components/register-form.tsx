import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { STORAGE_LABELS, STORAGE_TYPES } from '@shared/constants';
import { registerSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';

type RegisterFormInput = z.input<typeof registerSchema>;
type RegisterFormOutput = z.output<typeof registerSchema>;

export const storageOptions = STORAGE_TYPES.map((value) => ({
  value,
  label: STORAGE_LABELS[value],
}));

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
    registerAccount.mutate(
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
        onSuccess: (user) => {
          toast({
            title: 'Registration successful',
            description: `Welcome aboard, ${user.ownerName}! Your account has been created!`,
          });
          props.onRegistered();
        },
        onError: (error) => {
          props.onFailed();
          toast({
            title: 'Registration failed',
            description: errorMessage(error, 'Could not create account. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field id="register-email" label="Email" error={errors.email?.message}>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          {...fieldAria('register-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="register-password" label="Password" error={errors.password?.message}>
        <Input
          id="register-password"
          type="password"
          autoComplete="new-password"
          {...fieldAria('register-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <Field id="register-full-name" label="Full name" error={errors.fullName?.message}>
        <Input
          id="register-full-name"
          autoComplete="name"
          {...fieldAria('register-full-name', errors.fullName?.message)}
          {...register('fullName')}
        />
      </Field>
      <Field id="register-storage-type" label="Storage type" error={errors.storageType?.message}>
        <Controller
          control={control}
          name="storageType"
          render={({ field }) => (
            <Select
              id="register-storage-type"
              value={field.value}
              onValueChange={field.onChange}
              options={storageOptions}
              placeholder="Select where your boat is stored"
              invalid={Boolean(errors.storageType)}
              {...(errors.storageType ? { describedBy: 'register-storage-type-error' } : {})}
            />
          )}
        />
      </Field>
      <Field id="register-phone" label="Phone (optional)" error={errors.phoneNumber?.message}>
        <Input id="register-phone" type="tel" autoComplete="tel" {...register('phoneNumber')} />
      </Field>
      <Field
        id="register-username"
        label="Username (optional)"
        error={errors.username?.message}
        hint="Defaults to your email"
      >
        <Input id="register-username" autoComplete="username" {...register('username')} />
      </Field>
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
