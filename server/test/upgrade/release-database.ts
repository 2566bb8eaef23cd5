import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { connectPostgres, openEmbeddedFromImage } from '../../src/db/client';
import { projectPath } from '../../src/lib/project-root';
import { withServerClient } from '../server-client';
import type { TestDatabase } from '../test-app';

/** A release whose database the upgrade test starts from: its migrations and its data. */
export interface Release {
  commit: string;
  /** How many of migrations/ it had applied (its journal's length). */
  migrations: number;
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** migrations/ as the release had it: the first `count` migrations and their journal. */
function releaseMigrations(count: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'marina-release-'));
  const journal = JSON.parse(
    readFileSync(projectPath('migrations/meta/_journal.json'), 'utf8'),
  ) as Journal;
  const entries = journal.entries.slice(0, count);
  if (entries.length !== count) throw new Error(`migrations/ has fewer than ${count} migrations`);
  cpSync(projectPath('migrations/meta'), join(folder, 'meta'), { recursive: true });
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    cpSync(projectPath(`migrations/${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const releaseData = (release: Release) =>
  readFileSync(projectPath(`server/test/upgrade/release-${release.commit}.sql`), 'utf8');

/**
 * A database as `release` left it, with its data: on the PostgreSQL server at `serverUrl`
 * when given, else in memory on the embedded engine. Nothing of this release's has run on it.
 */
export async function releaseDatabase(
  release: Release,
  serverUrl: string | undefined,
): Promise<TestDatabase> {
  const migrations = releaseMigrations(release.migrations);
  try {
    return serverUrl
      ? await onServer(serverUrl, migrations.folder, releaseData(release))
      : await embedded(migrations.folder, releaseData(release));
  } finally {
    migrations.remove();
  }
}

async function embedded(migrationsFolder: string, data: string): Promise<TestDatabase> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  await client.exec(data);
  const image = await client.dumpDataDir('none');
  await client.close();
  return { kind: 'pglite', open: () => openEmbeddedFromImage(image), drop: async () => {} };
}

async function onServer(
  serverUrl: string,
  migrationsFolder: string,
  data: string,
): Promise<TestDatabase> {
  const name = `marina_upgrade_${randomBytes(6).toString('hex')}`;
  await withServerClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await withServerClient(url.toString(), async (client) => {
    await migratePg(drizzlePg({ client }), { migrationsFolder });
    await client.query(data);
  });
  return {
    kind: 'pg',
    open: () => connectPostgres(url.toString()),
    drop: () =>
      withServerClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => {}),
  };
}
