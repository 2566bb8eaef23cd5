import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from './api-client';

interface ToastText {
  title: string;
  description: string;
}

/**
 * The usual failure of docs/product.md#error-catalogue: a title, and the server's message or else a
 * fallback.
 */
interface ServerMessageOr {
  title: string;
  fallback: string;
}

/**
 * The forms' one submit pattern (sign in, register, forgot and reset password, profile): run
 * the mutation, then tell the person how it went, with a toast on success and a destructive
 * one on failure, and let the caller take its next step (navigate, mark fields).
 */
export function mutateWithToasts<TData, TVars>(
  mutation: Pick<UseMutationResult<TData, Error, TVars>, 'mutate'>,
  vars: TVars,
  outcome: {
    success: (data: TData) => ToastText;
    failure: ServerMessageOr | ((error: Error) => ToastText);
    onSuccess?: (data: TData) => void;
    onError?: (error: Error) => void;
  },
): void {
  mutation.mutate(vars, {
    onSuccess: (data) => {
      toast(outcome.success(data));
      outcome.onSuccess?.(data);
    },
    onError: (error) => {
      outcome.onError?.(error);
      const { failure } = outcome;
      const text =
        typeof failure === 'function'
          ? failure(error)
          : { title: failure.title, description: errorMessage(error, failure.fallback) };
      toast({ ...text, variant: 'destructive' });
    },
  });
}

/** The words of docs/product.md#error-catalogue for a failed action: what failed, then the server's message. */
export const failureText = (what: string, error: unknown): ToastText => ({
  title: 'Error',
  description: `${what}: ${errorMessage(error, 'unknown error')}`,
});

/** The failed action's toast, in failureText's words. */
export function toastFailure(what: string, error: unknown): void {
  toast({ ...failureText(what, error), variant: 'destructive' });
}
