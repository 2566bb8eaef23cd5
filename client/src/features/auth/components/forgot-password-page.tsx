import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@shared/schemas/password-reset';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthShell } from './auth-shell';

const SENT_TEXT =
  'If an account with that email exists, you will receive a password reset link shortly.';

/** Standalone /forgot-password (SPEC §8 messages). */
export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => toast({ title: 'Reset link sent', description: SENT_TEXT }),
      onError: (err) => {
        const description =
          err instanceof ApiError
            ? (err.serverMessage ?? 'An error occurred. Please try again.')
            : 'Something went wrong. Please try again later.';
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    }),
  );

  return (
    <AuthShell
      title="Forgot password"
      subtitle="We will email you a link to choose a new password."
    >
      {forgot.isSuccess ? (
        <div role="status" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Check your email</h2>
          <p className="text-sm text-muted-foreground">{SENT_TEXT}</p>
          <Link to={paths.auth} className={buttonClasses('outline')}>
            Back to sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            id="forgot-page-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <Link to={paths.auth} className={buttonClasses('link')}>
            Back to sign in
          </Link>
        </form>
      )}
    </AuthShell>
  );
}
