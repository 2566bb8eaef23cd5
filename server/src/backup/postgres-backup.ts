import pg from 'pg';
import { BackupError } from './backup-error';
import { connectionFor, describeDatabase, runPostgresTool } from './postgres-tools';
import { targetContents } from './restore-target-repository';

/**
 * A server database's backup is pg_dump's custom format: one snapshot, so consistent while
 * the instances keep serving, and restored by pg_restore. Owners and grants are left out: the
 * restoring role owns what it restores, whatever the source called its roles.
 */

export async function backupPostgres(databaseUrl: string, tempPath: string): Promise<void> {
  const { url } = connectionFor(databaseUrl);
  await runPostgresTool(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${tempPath}`, `--dbname=${url}`],
    databaseUrl,
  );
}

/** Empty: no table in public and no record of migrations (drizzle keeps it in its own schema). */
export async function checkPostgresTargetEmpty(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot connect to ${describeDatabase(databaseUrl)}: ${(error as Error).message}. Create the empty database first (createdb), then run this again.`,
    );
  }
  try {
    const { tables, migrations } = await targetContents(client);
    if (tables > 0 || migrations) {
      throw new BackupError(
        `${describeDatabase(databaseUrl)} is not empty (${tables} table(s) in public${migrations ? ', migrations applied' : ''}): restore only into a new, empty database (createdb), then point DATABASE_URL at it.`,
      );
    }
  } finally {
    await client.end();
  }
}

export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await checkPostgresTargetEmpty(databaseUrl);
  const { url } = connectionFor(databaseUrl);
  // One transaction: a restore that fails leaves the database as empty as it was.
  await runPostgresTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      file,
    ],
    databaseUrl,
  );
}
