import type { RegisteredOwner } from './owner-requests';
import { missingServerDatabase, skipsFor } from './prerequisites';
import { missingPostgresBinaries } from './private-postgres';
import { waitFor } from '@shared/test/wait-for';
import type { RecordedRequest } from './recorded-requests';

/**
 * What every request that needs the database gets while it is away (docs/product.md#api-behaviour).
 */
export const UNAVAILABLE = {
  status: 503,
  code: 'database_unavailable',
  message: 'The booking system is briefly unavailable. Please try again in a moment.',
};

/** The load's requests that read the database; /healthz and anonymous static files do not. */
export const NEEDS_DATABASE = new Set([
  'availability',
  'signed-in user',
  'own bookings',
  'booking',
]);

/**
 * The outage tests run once per CI run, in the server pass, each on a PostgreSQL cluster of its
 * own, so the shared one stays up for the suites beside them. In CI a missing one fails.
 */
export function outageTestsSkipped(name: string): boolean {
  return skipsFor(name, missingServerDatabase() ?? missingPostgresBinaries());
}

export function signedIn(owner: RegisteredOwner): RequestInit {
  return { headers: { cookie: owner.cookie } };
}

/**
 * No answer (the client gave up after 15 s: a request left waiting on the database instead of
 * refused), or an error other than the database's 503.
 */
export function isFailure(record: RecordedRequest): boolean {
  return record.status === 0 || (record.status >= 500 && record.status !== 503);
}

export function ok(record: RecordedRequest): boolean {
  return record.status >= 200 && record.status < 300;
}

/** When the first request started at or after `since` that passes `check` got its answer. */
export async function answeredAt(
  records: RecordedRequest[],
  since: number,
  check: (record: RecordedRequest) => boolean,
): Promise<number> {
  const found = await waitFor(
    () => records.find((r) => r.startedAt >= since && check(r)),
    'a request answered as the check wants',
    { timeoutMs: 30_000 },
  );
  return found.startedAt + found.ms;
}
