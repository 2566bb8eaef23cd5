import { useController } from 'react-hook-form';
import { registerSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { storageOptions } from '@/lib/storage-options';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRegister } from '../api/register';
import { CredentialFields } from './credential-fields';

export function RegisterForm(props: {
  onStart: () => void;
  onRegistered: () => void;
  onFailed: () => void;
}) {
  const registerAccount = useRegister();
  const { handleSubmit, control, formState, formRef, field } = useSchemaForm(
    registerSchema,
    'register',
    {
      email: '',
      password: '',
      fullName: '',
      phoneNumber: '',
      username: '',
      isVibMember: false,
    },
  );
  const storage = useController({ control, name: 'storageType' });
  const vib = useController({ control, name: 'isVibMember' });
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
        // docs/product.md#auth-page: username defaults to the email; preferredEmail equals the
        // email.
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
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <CredentialFields field={field} password="new-password" />
      <TextField label="Full name" autoComplete="name" {...field('fullName')} />
      <SelectField
        id="register-storage-type"
        label="Storage type"
        error={errors.storageType?.message}
        value={storage.field.value}
        onValueChange={storage.field.onChange}
        options={storageOptions}
        placeholder="Select where your boat is stored"
      />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phoneNumber')} />
      <TextField
        label="Username (optional)"
        autoComplete="username"
        hint="Defaults to your email"
        {...field('username')}
      />
      <Checkbox
        id="register-vib"
        checked={Boolean(vib.field.value)}
        onCheckedChange={vib.field.onChange}
        label="VIB boating club member"
      />
      <Button type="submit" size="lg" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
