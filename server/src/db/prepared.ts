import type { Database } from './client';

/**
 * A statement prepared once per database handle, on first use. On a server database drizzle
 * names it, so each pooled connection parses and plans it once instead of on every request;
 * for the reads every request makes. Not for transactions: it runs on the handle it was made
 * on.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
