/** Postgres error codes we turn into user-facing answers. Both drivers expose `code`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = findPgError(error);
  if (!candidate || candidate.code !== '23505') return false;
  return constraint === undefined || candidate.constraint === constraint;
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  // Drizzle wraps driver errors; the original sits in `cause`.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof record.code === 'string') {
      return {
        code: record.code,
        constraint: typeof record.constraint === 'string' ? record.constraint : undefined,
      };
    }
    current = record.cause;
  }
  return undefined;
}

// Class 08 (connection exception), 57P01-57P03 (shutdown, crash, still starting), 53300 (no
// free connection slot): the database is away, not the request wrong.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres reports a dropped or never-made connection, and a query that got no answer
// within its query_timeout (a frozen server or a dark network), by message only.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|Cannot use a pool after calling end|^Query read timeout$/;

/**
 * True when an error means "the database cannot be reached right now"
 * (docs/product.md#api-behaviour: 503).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 8) continue;
    seen.add(current);
    const record = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      query?: unknown;
    };
    if (typeof record.code === 'string') {
      if (UNAVAILABLE_SQLSTATE.test(record.code) || UNAVAILABLE_NODE_CODES.has(record.code)) {
        return true;
      }
    }
    // Drizzle's wrapper quotes the failed statement and its parameters, text an owner typed:
    // only its cause says what went wrong.
    const quotesQuery = typeof record.query === 'string';
    if (
      !quotesQuery &&
      typeof record.message === 'string' &&
      UNAVAILABLE_MESSAGE.test(record.message)
    ) {
      return true;
    }
    pending.push(record.cause);
    // A refused connection to "localhost" tries ::1 and 127.0.0.1 and reports both.
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]));
  }
  return false;
}
