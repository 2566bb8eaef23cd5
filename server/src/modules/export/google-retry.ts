/** How often and how patiently a Google call is repeated when Google asks us to come back. */
export interface RetryPolicy {
  attempts: number;
  /** The first wait; each later one doubles, with up to a quarter added at random. */
  baseDelayMs: number;
  /** A Retry-After from Google is honoured up to this. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 10_000 };

/** What the export needs to know of a failed Google call (gaxios's error, read defensively). */
export interface GoogleFailure {
  status?: number;
  code?: string | number;
  response?: { data?: unknown; headers?: { get(name: string): string | null } };
}

export const failureOf = (error: unknown): GoogleFailure =>
  error && typeof error === 'object' ? error : {};

const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EAI_AGAIN', 'EPIPE']);

/** 429 (quota) and 5xx say "try again later"; so does a dropped connection. */
export function isRetryable(error: unknown): boolean {
  const { status, code } = failureOf(error);
  if (status !== undefined) return status === 429 || status >= 500;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

function delayBefore(attempt: number, error: unknown, policy: RetryPolicy): number {
  const retryAfter = Number(failureOf(error).response?.headers?.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter >= 0) {
    return Math.min(retryAfter * 1000, policy.maxDelayMs);
  }
  const backOff = policy.baseDelayMs * 2 ** (attempt - 1);
  return Math.min(backOff + Math.random() * backOff * 0.25, policy.maxDelayMs);
}

export class RetriesExhausted extends Error {
  constructor(
    readonly attempts: number,
    readonly last: unknown,
  ) {
    super(`gave up after ${attempts} attempts`, { cause: last });
  }
}

/** Runs `call`, repeating it with exponential back-off while Google's answer is retryable. */
export async function withRetries<T>(call: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= policy.attempts) throw new RetriesExhausted(attempt, error);
      await new Promise((resolve) => setTimeout(resolve, delayBefore(attempt, error, policy)));
    }
  }
}
