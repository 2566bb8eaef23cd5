import { Button } from '@/components/ui/button';
import { useForgotPassword } from '../api/forgot-password';
import { BackToSignIn } from './back-to-sign-in';
import { ForgotPasswordForm } from './forgot-password-form';

/** In-page forgot flow: whatever the server says, the user sees the neutral 'Check your email'. */
export function ForgotFlow(props: { onBack: () => void; onHaveToken: (email: string) => void }) {
  const forgot = useForgotPassword();

  // Success or failure alike ends at the neutral message (docs/product.md#error-catalogue).
  const sentTo = forgot.isSuccess || forgot.isError ? forgot.variables.email : null;
  if (sentTo !== null) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <h2 className="text-xl font-bold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          If an account exists for {sentTo}, we have sent a link to reset your password. The link is
          valid for one hour.
        </p>
        <Button variant="outline" onClick={() => props.onHaveToken(sentTo)}>
          I have a reset token
        </Button>
        <BackToSignIn onBack={props.onBack} />
      </div>
    );
  }

  return (
    <ForgotPasswordForm
      pending={forgot.isPending}
      onSubmit={(values) =>
        forgot.mutate(values, {
          onError: (err) => console.warn('Forgot-password request failed', err),
        })
      }
      intro={
        <>
          <h2 className="text-xl font-bold">Reset your password</h2>
          <p className="text-sm text-muted-foreground">
            Enter the email you registered with and we will send you a reset link.
          </p>
        </>
      }
      back={<BackToSignIn onBack={props.onBack} />}
    />
  );
}
