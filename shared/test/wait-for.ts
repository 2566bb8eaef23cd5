/**
 * The one wait of every test suite (server, browser, operations): for what another party
 * finishes in its own time — a worker's pass, a page's render, a process coming up. Waiting a
 * fixed while instead either wastes it or, on a busy machine, is too short and fails at random.
 *
 * Captured when this module loads, so the wait keeps real time under vi.useFakeTimers().
 */
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const wallClock = Date.now.bind(Date);

export interface WaitOptions {
  /** How long before giving up; the test's own timeout should be longer. */
  timeoutMs?: number;
  /** How long between two checks. */
  intervalMs?: number;
}

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_INTERVAL_MS = 20;
const NOT_ANSWERED = Symbol('not answered');

/**
 * Checks `condition` now and then every `intervalMs` until it gives a truthy value, and
 * resolves with that value. A check that throws counts as "not yet" (a server still starting
 * refuses connections). Past `timeoutMs` it throws
 * `Timed out after 10s waiting for <description> (last value: …)` — or the last error, or
 * that no check answered — so a failure says what never happened.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  description: string,
  { timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = DEFAULT_INTERVAL_MS }: WaitOptions = {},
): Promise<Truthy<T>> {
  const deadline = wallClock() + timeoutMs;
  let last: { value: unknown } | { error: unknown } | undefined;
  for (;;) {
    const left = deadline - wallClock();
    // A check that hangs (a request to a frozen server) must not hold the wait past its time.
    const outcome = await settleWithin(condition, Math.max(left, 0));
    if (outcome !== NOT_ANSWERED) {
      if ('value' in outcome && outcome.value) return outcome.value as Truthy<T>;
      last = outcome;
    }
    const now = wallClock();
    if (now >= deadline) {
      throw timedOut(timeoutMs, description, last, outcome === NOT_ANSWERED);
    }
    await pause(Math.min(intervalMs, deadline - now));
  }
}

async function settleWithin<T>(
  condition: () => T | Promise<T>,
  ms: number,
): Promise<{ value: T } | { error: unknown } | typeof NOT_ANSWERED> {
  const checked = (async () => {
    try {
      return { value: await condition() };
    } catch (error) {
      return { error };
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof NOT_ANSWERED>((resolve) => {
    timer = realSetTimeout(() => resolve(NOT_ANSWERED), ms);
  });
  try {
    return await Promise.race([checked, late]);
  } finally {
    realClearTimeout(timer);
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

function timedOut(
  timeoutMs: number,
  description: string,
  last: { value: unknown } | { error: unknown } | undefined,
  unanswered: boolean,
): Error {
  const seconds = `${Number((timeoutMs / 1000).toFixed(3))}s`;
  const what = `Timed out after ${seconds} waiting for ${description}`;
  // The check cut off by the deadline says nothing; the one before it does.
  const pending = unanswered ? '; the check after it had not answered' : '';
  if (!last) return new Error(`${what} (no check answered)`);
  if ('error' in last) {
    return new Error(`${what} (last error: ${messageOf(last.error)}${pending})`, {
      cause: last.error,
    });
  }
  return new Error(`${what} (last value: ${shown(last.value)}${pending})`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function shown(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    const text = JSON.stringify(value);
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
  } catch {
    // A cycle or a BigInt: say what kind of value it was.
    return Object.prototype.toString.call(value);
  }
}
