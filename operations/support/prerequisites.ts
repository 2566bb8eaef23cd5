import { inCi } from '@shared/test/ci';
import { serverDatabaseUrl } from './server-database';

/**
 * Whether a test must skip because something it needs is missing here (`reason`). Locally it
 * skips and says why; in CI (CI=true) it throws, failing the run: a runner that lacks the
 * PostgreSQL binaries or TEST_DATABASE_URL must not pass by proving less.
 */
export function skipsFor(what: string, reason: string | undefined): boolean {
  if (!reason) return false;
  if (inCi) {
    throw new Error(`${what} cannot run: ${reason}. CI is set, so this fails instead of skipping.`);
  }
  console.log(`${what} skipped: ${reason}`);
  return true;
}

/** Why a test on the PostgreSQL server cannot run, or undefined when it can. */
export function missingServerDatabase(): string | undefined {
  return serverDatabaseUrl ? undefined : 'TEST_DATABASE_URL (a PostgreSQL server) is not set';
}
