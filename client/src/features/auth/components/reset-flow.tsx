import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { resetPasswordSchema } from '@shared/schemas/password-reset';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

/** SPEC §5 in-page reset: a confirmation of at least 6 characters that must match. */
const inPageResetSchema = z
  .object({
    email: resetPasswordSchema.shape.email,
    token: resetPasswordSchema.shape.token,
    newPassword: resetPasswordSchema.shape.newPassword,
    confirmPassword: z.string().min(6, 'Password confirmation is required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type ResetValues = z.infer<typeof inPageResetSchema>;

export function ResetFlow(props: { email: string; onDone: () => void; onBack: () => void }) {
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver: zodResolver(inPageResetSchema),
    defaultValues: { email: props.email, token: '', newPassword: '', confirmPassword: '' },
  });
  const errors = formState.errors;

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <h2 className="text-xl font-bold">Password Reset Successful</h2>
        <p className="text-sm text-muted-foreground">You can now sign in with your new password.</p>
        <Button onClick={props.onDone}>Back to sign in</Button>
      </div>
    );
  }

  // SPEC §7: the in-page form sends the whole form, confirmPassword included.
  const onSubmit = handleSubmit((values) => reset.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h2 className="text-xl font-bold">Choose a new password</h2>
      {reset.isError && (
        <FormAlert>
          {errorMessage(reset.error, 'An error occurred while resetting your password')}
        </FormAlert>
      )}
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="reset-token"
        label="Reset token"
        autoComplete="one-time-code"
        error={errors.token?.message}
        {...register('token')}
      />
      <TextField
        id="reset-newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        id="reset-confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset password'}
      </Button>
      <Button variant="link" onClick={props.onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
