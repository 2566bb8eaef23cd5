import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { BackToSignIn } from './back-to-sign-in';
import { ResetPasswordForm } from './reset-password-form';

/**
 * docs/product.md#validation in-page reset: the emailed token typed in, and a confirmation that
 * must match.
 */
export function ResetFlow(props: { email: string; onDone: () => void; onBack: () => void }) {
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <h2 className="text-xl font-bold">Password Reset Successful</h2>
        <p className="text-sm text-muted-foreground">You can now sign in with your new password.</p>
        <BackToSignIn variant="primary" onBack={props.onDone} />
      </div>
    );
  }

  return (
    <ResetPasswordForm
      email={props.email}
      pending={reset.isPending}
      failure={
        reset.isError
          ? errorMessage(reset.error, 'An error occurred while resetting your password')
          : null
      }
      // docs/product.md#api-calls: the in-page form sends the whole form, confirmPassword included.
      onSubmit={(values) => reset.mutate(values)}
      heading={<h2 className="text-xl font-bold">Choose a new password</h2>}
      back={<BackToSignIn onBack={props.onBack} />}
    />
  );
}
