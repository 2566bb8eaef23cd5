import {
  get,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** One field's props from fieldProps, ready to spread on a TextField. */
export type BoundField = UseFormRegisterReturn & { id: string; error: string | undefined };

/**
 * What a TextField takes from react-hook-form for one field: its registration, an id made of
 * the form's prefix and the field's name, and the field's error message. A field then reads as
 * its label and input kind only: `<TextField label="Email" type="email" {...field('email')} />`.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  idPrefix: string,
) {
  return (name: Path<T>): BoundField => ({
    id: `${idPrefix}-${name}`,
    error: get<typeof form.formState.errors, { message?: string } | undefined>(
      form.formState.errors,
      name,
    )?.message,
    ...form.register(name),
  });
}
