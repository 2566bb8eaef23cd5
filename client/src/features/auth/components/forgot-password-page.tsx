// The server's own answer to a forgot-password request: the same whether or not the account exists.
import { FORGOT_PASSWORD_MESSAGE as SENT_TEXT } from '@shared/messages/password-reset';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { useForgotPassword } from '../api/forgot-password';
import { AuthShell } from './auth-shell';
import { BackToSignIn } from './back-to-sign-in';
import { ForgotPasswordForm } from './forgot-password-form';

/**
 * A failure the server explained, one it did not, or no answer at all
 * (docs/product.md#error-catalogue).
 */
const failureText = (error: Error) =>
  error instanceof ApiError
    ? (error.serverMessage ?? 'An error occurred. Please try again.')
    : 'Something went wrong. Please try again later.';

/** Standalone /forgot-password (docs/product.md#error-catalogue messages). */
export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  // Filled in when a used or expired reset link sent the owner here to ask for a new one.
  const [params] = useSearchParams();
  return (
    <AuthShell
      title="Forgot password"
      subtitle="We will email you a link to choose a new password."
    >
      {forgot.isSuccess ? (
        <div role="status" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Check your email</h2>
          <p className="text-sm text-muted-foreground">{SENT_TEXT}</p>
          <BackToSignIn variant="outline" />
        </div>
      ) : (
        <ForgotPasswordForm
          email={params.get('email') ?? ''}
          pending={forgot.isPending}
          onSubmit={(values) =>
            mutateWithToasts(forgot, values, {
              success: () => ({ title: 'Reset link sent', description: SENT_TEXT }),
              failure: (error) => ({ title: 'Error', description: failureText(error) }),
            })
          }
          back={<BackToSignIn />}
        />
      )}
    </AuthShell>
  );
}
