import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { newPasswordField } from '@shared/schemas/common';
import { forgotPasswordSchema } from '@shared/schemas/password-reset';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/use-toast';
import { useResetPassword } from '../api/reset-password';
import { AuthShell } from './auth-shell';

const resetPageSchema = z
  .object({
    email: forgotPasswordSchema.shape.email,
    password: newPasswordField('Password must be at least 6 characters'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type ResetPageValues = z.infer<typeof resetPageSchema>;

/** Standalone /reset-password?token=…&email=… (the link in the reset email). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<ResetPageValues>({
    resolver: zodResolver(resetPageSchema),
    defaultValues: { email: params.get('email') ?? '', password: '', confirmPassword: '' },
  });
  const errors = formState.errors;

  if (!token) {
    return (
      <AuthShell title="Invalid Reset Link">
        <p className="text-muted-foreground">
          The password reset link appears to be invalid or expired.
        </p>
        <Link to={paths.forgotPassword} className={buttonClasses('primary', 'lg') + ' mt-6 w-full'}>
          Request a new link
        </Link>
      </AuthShell>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthShell title="Password Reset Successful">
        <p role="status" className="text-muted-foreground">
          Your password has been changed. You can now sign in with it.
        </p>
        <Link to={paths.auth} className={buttonClasses('primary', 'lg') + ' mt-6 w-full'}>
          Sign In
        </Link>
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit((values) => {
    if (!token.trim()) {
      toast({
        title: 'Error',
        description: 'Missing reset token. Please use the link from your email.',
        variant: 'destructive',
      });
      return;
    }
    reset.mutate(
      { token, email: values.email, newPassword: values.password },
      {
        onSuccess: () =>
          toast({
            title: 'Password Reset Successful',
            description: 'You can now sign in with your new password.',
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to reset password. The link may be expired.',
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <AuthShell title="Choose a new password" subtitle="Enter a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {reset.isError && <FormAlert>Failed to reset password. The link may be expired.</FormAlert>}
        <TextField
          id="reset-page-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="reset-page-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="reset-page-confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthShell>
  );
}
