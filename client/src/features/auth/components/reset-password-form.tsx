import type { ReactNode } from 'react';
import {
  resetLinkFormSchema,
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '@shared/schemas/password-reset';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useSchemaForm } from '@/lib/use-schema-form';

/**
 * The one reset-password form (docs/product.md#validation). In the auth page's flow the person
 * types the emailed token; on the page the emailed link opens, the token comes with the link
 * (`linkToken`) and has no field.
 */
export function ResetPasswordForm(props: {
  email: string;
  linkToken?: string;
  pending: boolean;
  /** Why the last attempt failed, shown above the fields. */
  failure?: string | null;
  onSubmit: (values: ResetPasswordFormValues) => void;
  /** The in-page flow's heading. */
  heading?: ReactNode;
  /** Under the button: the in-page flow's way back to sign in. */
  back?: ReactNode;
}) {
  const fromLink = props.linkToken !== undefined;
  const { handleSubmit, formRef, field } = useSchemaForm(
    fromLink ? resetLinkFormSchema : resetPasswordFormSchema,
    'reset',
    {
      email: props.email,
      token: props.linkToken ?? '',
      newPassword: '',
      confirmPassword: '',
    },
  );

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(props.onSubmit)}
      noValidate
      className="flex flex-col gap-4"
    >
      {props.heading}
      {props.failure && <FormAlert>{props.failure}</FormAlert>}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      {!fromLink && (
        <TextField label="Reset token" autoComplete="one-time-code" {...field('token')} />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={props.pending}>
        {props.pending ? 'Resetting...' : 'Reset password'}
      </Button>
      {props.back}
    </form>
  );
}
