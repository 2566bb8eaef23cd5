import { Link, useSearchParams } from 'react-router-dom';
import type { ResetPasswordFormValues } from '@shared/schemas/password-reset';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { paths } from '@/lib/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthShell } from './auth-shell';
import { ResetPasswordForm } from './reset-password-form';

const FAILED_TEXT = 'Failed to reset password. The link may be expired.';
const wideButton = `${buttonClasses('primary', 'lg')} mt-6 w-full`;

/** The request form, with the address filled in when it is known. */
const newLinkPath = (email: string) =>
  email
    ? `${paths.forgotPassword}?${new URLSearchParams({ email }).toString()}`
    : paths.forgotPassword;

/** Standalone /reset-password?token=…&email=… (the link in the reset email). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const email = reset.variables?.email ?? params.get('email') ?? '';

  if (!token) {
    return (
      <AuthShell title="Invalid Reset Link">
        <p className="text-muted-foreground">
          The password reset link appears to be invalid or expired.
        </p>
        <Link to={newLinkPath(email)} className={wideButton}>
          Send a new link
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
        <Link to={paths.auth} className={wideButton}>
          Sign In
        </Link>
      </AuthShell>
    );
  }

  const onSubmit = ({ email, newPassword }: ResetPasswordFormValues) => {
    if (!token.trim()) {
      toast({
        title: 'Error',
        description: 'Missing reset token. Please use the link from your email.',
        variant: 'destructive',
      });
      return;
    }
    mutateWithToasts(
      reset,
      { token, email, newPassword },
      {
        success: () => ({
          title: 'Password Reset Successful',
          description: 'You can now sign in with your new password.',
        }),
        failure: () => ({ title: 'Error', description: FAILED_TEXT }),
      },
    );
  };

  return (
    <AuthShell title="Choose a new password" subtitle="Enter a new password for your account.">
      <ResetPasswordForm
        email={params.get('email') ?? ''}
        linkToken={token}
        pending={reset.isPending}
        failure={reset.isError ? FAILED_TEXT : null}
        onSubmit={onSubmit}
        // A used or expired link cannot work again: the way on is a new one.
        back={
          reset.isError && (
            <Link to={newLinkPath(email)} className={buttonClasses('outline', 'lg')}>
              Send a new link
            </Link>
          )
        }
      />
    </AuthShell>
  );
}
