import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the suite may use: CI sets TEST_DATABASE_URL for the server pass. */
export const serverDatabaseUrl = process.env.TEST_DATABASE_URL;

/** A fresh, empty database next to the test one; drop() removes it even with connections open. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `marina_ops_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
