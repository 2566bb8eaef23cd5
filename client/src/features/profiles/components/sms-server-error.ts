import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * Where a refusal of a text-message form shows (docs/product.md#validation: errors by the field): a
 * field's own message (a 400's errors[], or the error code that belongs to one field) under that
 * field, which takes focus; anything else (a used-up code, too many sends, a number that said STOP)
 * in the form's alert, as the returned text.
 */
export function showSmsServerError<T extends FieldValues>(
  error: Error,
  options: {
    fields: readonly Path<T>[];
    setError: UseFormSetError<T>;
    /** An error code that is about a field rather than the whole form ('sms_code_invalid'). */
    fieldCodes?: Partial<Record<string, Path<T>>>;
    fallback: string;
  },
): string | null {
  if (error instanceof ApiError) {
    const known = (error.fieldErrors ?? []).filter(({ path }) =>
      options.fields.includes(path as Path<T>),
    );
    known.forEach(({ path, message }, index) =>
      options.setError(path as Path<T>, { message }, { shouldFocus: index === 0 }),
    );
    if (known.length > 0) return null;
    const field = error.code ? options.fieldCodes?.[error.code] : undefined;
    if (field && error.serverMessage) {
      options.setError(field, { message: error.serverMessage }, { shouldFocus: true });
      return null;
    }
  }
  return errorMessage(error, options.fallback);
}
