import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createBookingAttempts } from './booking-attempts';

/**
 * docs/decisions/0029-idempotency-keys.md: a double tap or a retry after a dropped connection must never book
 * twice.
 */
const values = { serviceType: 'haul-out', bookingDate: '2030-07-01', timeSlot: '10:00 AM' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const calls: { values: unknown; key: string }[] = [];
  const answers: ReturnType<typeof deferred<string>>[] = [];
  let n = 0;
  const submit = createBookingAttempts(
    (sent: unknown, key: string) => {
      calls.push({ values: sent, key });
      const answer = deferred<string>();
      answers.push(answer);
      return answer.promise;
    },
    () => `key-${++n}`,
  );
  return { submit, calls, answers };
}

describe('booking attempts and their Idempotency-Key', () => {
  it('when the owner taps twice while the first request is out, then one request is sent and both taps get its answer', async () => {
    const { submit, calls, answers } = setup();
    const first = submit(values);
    const second = submit({ ...values });
    answers[0]!.resolve('booked');
    expect(await Promise.all([first, second])).toEqual(['booked', 'booked']);
    expect(calls).toHaveLength(1);
  });

  it('when the connection dropped, then submitting the same form again resends the same key', async () => {
    const { submit, calls, answers } = setup();
    const first = submit(values);
    answers[0]!.reject(new TypeError('Failed to fetch'));
    await expect(first).rejects.toThrow('Failed to fetch');
    const retry = submit(values);
    answers[1]!.resolve('booked');
    await retry;
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1']);
  });

  it('when the server answered, then the next submit is a new booking with a fresh key', async () => {
    const { submit, calls, answers } = setup();
    const first = submit(values);
    answers[0]!.reject(new ApiError(409, '{"message":"full"}', { message: 'full' }));
    await expect(first).rejects.toBeInstanceOf(ApiError);
    const second = submit(values);
    answers[1]!.resolve('booked');
    await second;
    const third = submit(values);
    answers[2]!.resolve('booked again');
    await third;
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('when the server says the key is still in flight or fails with a 5xx, then the outcome is unknown and the same key is resent', async () => {
    const { submit, calls, answers } = setup();
    const first = submit(values);
    answers[0]!.reject(
      new ApiError(409, 'in flight', { message: 'in flight', code: 'idempotency_in_flight' }),
    );
    await expect(first).rejects.toBeInstanceOf(ApiError);
    const second = submit(values);
    answers[1]!.reject(new ApiError(503, 'down', { message: 'down' }));
    await expect(second).rejects.toBeInstanceOf(ApiError);
    const third = submit(values);
    answers[2]!.resolve('booked');
    await third;
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('when the form values change after a dropped connection, then the new values get a fresh key', async () => {
    const { submit, calls, answers } = setup();
    const first = submit(values);
    answers[0]!.reject(new TypeError('Failed to fetch'));
    await expect(first).rejects.toThrow();
    const changed = submit({ ...values, timeSlot: '3:00 PM' });
    answers[1]!.resolve('booked');
    await changed;
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });
});
