import { TextField } from '@/components/ui/field';
import type { BoundField } from '@/lib/form-field';

/** Email and password, which signing in and registering both ask for first. */
export function CredentialFields(props: {
  field: (name: 'email' | 'password') => BoundField;
  /** The browser's hint: offer the saved password, or suggest a new one. */
  password: 'current-password' | 'new-password';
}) {
  return (
    <>
      <TextField label="Email" type="email" autoComplete="email" {...props.field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete={props.password}
        {...props.field('password')}
      />
    </>
  );
}
