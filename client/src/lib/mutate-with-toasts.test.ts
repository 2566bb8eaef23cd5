import type { UseMutationResult } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from './api-client';
import { mutateWithToasts } from './mutate-with-toasts';

vi.mock('@/components/ui/use-toast', () => ({ toast: vi.fn() }));

/** A mutation that settles at once, the way react-query calls a mutate's own callbacks. */
const settles = (outcome: { data: string } | { error: Error }) =>
  ({
    mutate: (
      _vars: string,
      callbacks?: { onSuccess?: (data: string) => void; onError?: (error: Error) => void },
    ) =>
      'data' in outcome
        ? callbacks?.onSuccess?.(outcome.data)
        : callbacks?.onError?.(outcome.error),
  }) as unknown as Pick<UseMutationResult<string, Error, string>, 'mutate'>;

const outcome = {
  success: (name: string) => ({ title: 'Login successful', description: `Welcome back, ${name}!` }),
  failure: { title: 'Login failed', fallback: 'Invalid username or password' },
};

describe('mutateWithToasts', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('when the call succeeds, then the success toast shows and the caller goes on', () => {
    const onSuccess = vi.fn();
    mutateWithToasts(settles({ data: 'Riley' }), 'vars', { ...outcome, onSuccess });
    expect(toast).toHaveBeenCalledWith({
      title: 'Login successful',
      description: 'Welcome back, Riley!',
    });
    expect(onSuccess).toHaveBeenCalledWith('Riley');
  });

  it.each([
    [
      'the server explains',
      new ApiError(401, '401: …', { message: 'Account locked' }),
      'Account locked',
    ],
    [
      'the server does not explain',
      new ApiError(500, '500: oops', null),
      'Invalid username or password',
    ],
  ])('when the call fails and %s, then a destructive toast shows its words', (_, error, shown) => {
    const onError = vi.fn();
    mutateWithToasts(settles({ error }), 'vars', { ...outcome, onError });
    expect(onError).toHaveBeenCalledWith(error);
    expect(toast).toHaveBeenCalledWith({
      title: 'Login failed',
      description: shown,
      variant: 'destructive',
    });
  });
});
