import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';

/**
 * A label, its control and the field's error right under it (docs/product.md#validation: errors by
 * the field).
 */
export function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && !props.error && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}

/** A field's error, read out at once (role alert); nothing while there is none. */
export function FieldError({ id, message }: { id: string; message?: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
      {message}
    </p>
  );
}

/** aria props that tie a control to its Field's error text. */
function fieldAria(id: string, error?: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/**
 * A Field holding one Input, already tied to its error; the rest of the props (including
 * react-hook-form's `register(...)`) go to the input.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Input id={id} {...fieldAria(id, error)} {...input} />
    </Field>
  );
}

/** A TextField for a calendar date, its picker icon legible in the dark theme too. */
export function DateInputField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'className'>,
) {
  return <TextField {...props} type="date" className="dark:[&_input]:[color-scheme:dark]" />;
}
