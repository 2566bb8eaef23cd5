import pg from 'pg';
import { waitFor } from '@shared/test/wait-for';

/**
 * A migrated database with the admin in it, prepared once per run (e2e/global-setup.ts) so
 * that each file's server starts on a copy of it instead of migrating again.
 */
export type DatabaseTemplate =
  /** An embedded server's stopped PGlite directory (DATA_DIR/pglite), copied per server. */
  | { kind: 'embedded'; dir: string }
  /** A database on the PostgreSQL server, cloned per server with CREATE DATABASE … TEMPLATE. */
  | { kind: 'postgres'; adminUrl: string; name: string };

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Runs statements on the admin database (E2E_DATABASE_URL's), one connection each time. */
export async function onAdminDatabase(adminUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Names only we make ([a-z0-9_]), unique across the run's processes and runs at once. */
export function scratchName(prefix: string): string {
  counter += 1;
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter}`;
}
let counter = 0;

/** A database of one server's own, from the template; `drop` removes it once that server stopped. */
export async function cloneDatabase(
  template: Extract<DatabaseTemplate, { kind: 'postgres' }>,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = scratchName('marina_e2e');
  await createFromTemplate(template, name);
  return {
    url: databaseUrl(template.adminUrl, name),
    drop: () =>
      onAdminDatabase(template.adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function createFromTemplate(
  template: Extract<DatabaseTemplate, { kind: 'postgres' }>,
  name: string,
): Promise<void> {
  // Two CREATE DATABASEs copying one template at the same moment can refuse each other
  // ("source database … is being accessed by other users"): the later one tries again once
  // the other copy has let go. Any other refusal ends the wait at once.
  const outcome = await waitFor(
    async () => {
      try {
        await onAdminDatabase(
          template.adminUrl,
          `create database "${name}" template "${template.name}"`,
        );
        return { created: true };
      } catch (error) {
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (busy) throw error;
        return { refused: error };
      }
    },
    `database ${name} to be copied from ${template.name} (another copy holds it)`,
    { timeoutMs: 30_000, intervalMs: 100 },
  );
  if ('refused' in outcome) throw outcome.refused;
}
