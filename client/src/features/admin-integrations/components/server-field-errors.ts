import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * A 400's per-field messages under their fields (the toast says it too, as the profile form
 * does); the first takes focus. 'events.0' belongs to the events field.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: Error,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  const known = (error.fieldErrors ?? []).flatMap(({ path, message }) => {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    return field ? [{ field, message }] : [];
  });
  known.forEach(({ field, message }, index) =>
    setError(field, { message }, { shouldFocus: index === 0 }),
  );
}
