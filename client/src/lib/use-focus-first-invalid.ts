import { useEffect, type RefObject } from 'react';

/**
 * After a submit that fails validation, focuses the first invalid field in screen order.
 * react-hook-form's own focus follows the order the fields were registered in and skips the
 * fields it holds no element for (our Radix selects), so forms turn it off
 * (shouldFocusError: false) and use this: the DOM's order is the screen's, and every invalid
 * field carries aria-invalid (components/ui/field.tsx, select.tsx).
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLElement | null>,
  submitCount: number,
): void {
  useEffect(() => {
    if (submitCount > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, submitCount]);
}
