import { ApiError } from '@/lib/api-client';

/**
 * One Idempotency-Key per booking attempt (docs/decisions/0029-idempotency-keys.md). The same form values keep
 * their key until the server has answered, so a double tap shares the request already out and a
 * retry after a dropped connection resends the key (the server then replays its first answer
 * instead of booking twice). Once the server has answered, the next submit is a new booking.
 */
export function createBookingAttempts<T>(
  send: (values: unknown, key: string) => Promise<T>,
  newKey: () => string = () => crypto.randomUUID(),
) {
  let current: { fingerprint: string; key: string; pending: Promise<T> | null } | null = null;

  return function submit(values: unknown): Promise<T> {
    const fingerprint = JSON.stringify(values);
    if (current?.fingerprint === fingerprint && current.pending) return current.pending;
    if (current?.fingerprint !== fingerprint)
      current = { fingerprint, key: newKey(), pending: null };
    const attempt = current;
    attempt.pending = send(values, attempt.key).then(
      (result) => {
        if (current === attempt) current = null;
        return result;
      },
      (error: unknown) => {
        attempt.pending = null;
        // No answer (network) or "still in flight": the outcome is unknown, keep the key.
        const answered =
          error instanceof ApiError && error.code !== 'idempotency_in_flight' && error.status < 500;
        if (answered && current === attempt) current = null;
        throw error;
      },
    );
    return attempt.pending;
  };
}
