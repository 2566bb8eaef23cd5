import { loginSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLogin } from '../api/login';
import { CredentialFields } from './credential-fields';
import type { PublicUser } from '@shared/api/users';

export function LoginForm(props: {
  onForgotPassword: () => void;
  onStart: () => void;
  onSignedIn: (user: PublicUser) => void;
  onFailed: () => void;
}) {
  const login = useLogin();
  const { handleSubmit, formRef, field } = useSchemaForm(loginSchema, 'login', {
    email: '',
    password: '',
  });

  const onSubmit = handleSubmit((values) => {
    props.onStart();
    mutateWithToasts(login, values, {
      success: (user) => ({
        title: 'Login successful',
        description: `Welcome back, ${user.ownerName}!`,
      }),
      failure: { title: 'Login failed', fallback: 'Invalid username or password' },
      onSuccess: props.onSignedIn,
      onError: props.onFailed,
    });
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <CredentialFields field={field} password="current-password" />
      <div className="-mt-2 flex justify-end">
        <Button variant="link" onClick={props.onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
