import pg from 'pg';

/** One short connection to the PostgreSQL server, for creating and dropping test databases. */
export async function withServerClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
