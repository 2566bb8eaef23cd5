import type { ReactNode } from 'react';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@shared/schemas/password-reset';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useSchemaForm } from '@/lib/use-schema-form';

/**
 * The one forgot-password form (docs/product.md#validation): an email and 'Send reset link'. The
 * standalone page and the in-page flow send it and decide what a sent request shows.
 */
export function ForgotPasswordForm(props: {
  /** The address to start from, when it is known. */
  email?: string;
  pending: boolean;
  onSubmit: (values: ForgotPasswordValues) => void;
  /** Above the field: the in-page flow's heading and text. */
  intro?: ReactNode;
  /** Under the button: the way back to sign in. */
  back: ReactNode;
}) {
  const { handleSubmit, formRef, field } = useSchemaForm(forgotPasswordSchema, 'forgot', {
    email: props.email ?? '',
  });

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(props.onSubmit)}
      noValidate
      className="flex flex-col gap-4"
    >
      {props.intro}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <Button type="submit" size="lg" disabled={props.pending}>
        {props.pending ? 'Sending...' : 'Send reset link'}
      </Button>
      {props.back}
    </form>
  );
}
