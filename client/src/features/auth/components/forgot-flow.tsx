import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@shared/schemas/password-reset';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useForgotPassword } from '../api/forgot-password';

/** In-page forgot flow: whatever the server says, the user sees the neutral 'Check your email'. */
export function ForgotFlow(props: { onBack: () => void; onHaveToken: (email: string) => void }) {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  // Success or failure alike ends at the neutral message (SPEC §8).
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
        <Button variant="link" onClick={props.onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) => {
    forgot.mutate(values, {
      onError: (err) => console.warn('Forgot-password request failed', err),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">Reset your password</h2>
      <p className="text-sm text-muted-foreground">
        Enter the email you registered with and we will send you a reset link.
      </p>
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button variant="link" onClick={props.onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
