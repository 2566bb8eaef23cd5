/** Fails fast with a clear message when TEST_DATABASE_URL is set but unreachable. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL=${url} is not reachable: ${String(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
}
