import type pg from 'pg';

/**
 * What a restore's target database already holds: its tables in public, and whether drizzle
 * recorded migrations there (in its own schema). Read on the restore's own connection.
 */
export async function targetContents(
  client: pg.Client,
): Promise<{ tables: number; migrations: boolean }> {
  const { rows } = await client.query<{ tables: number; migrations: boolean }>(
    `select (select count(*)::int from information_schema.tables where table_schema = 'public') as tables,
            to_regclass('drizzle.__drizzle_migrations') is not null as migrations`,
  );
  return rows[0]!;
}
