import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Purge } from './purges';

/**
 * The purges are SQL text by table name, not Drizzle's delete() on a table: one statement
 * serves every table, and the write rule of eslint.config.js (tableOwners) does not see them.
 * They only delete rows past the retention purges.ts gives each table.
 *
 * Names and values are our own constants (purges.ts), inlined rather than bound so the text
 * is the table index's own expression and condition, which the planner then matches.
 */
const column = (alias: string, name: string) => `${alias}.${name}`;

function age(purge: Purge, alias: string): SQL {
  const [only, ...more] = purge.age.map((name) => column(alias, name));
  return sql.raw(more.length === 0 ? only! : `coalesce(${[only, ...more].join(', ')})`);
}

function expired(purge: Purge, alias: string, now: Date): SQL {
  const old = sql`${age(purge, alias)} < ${purge.cutoff(now).toISOString()}::timestamptz`;
  if (!purge.keep) return old;
  const kept = sql.raw(`${column(alias, purge.keep.column)} <> '${purge.keep.value}'`);
  return sql`${kept} and ${old}`;
}

/**
 * Deletes up to `limit` dead rows, oldest first along the table's index, in one short
 * statement. SKIP LOCKED leaves rows another housekeeper or a live request holds, so
 * instances running at once never wait on each other; the test is made again on each row as
 * it is deleted. The batch's row addresses are taken first, so the delete visits those rows
 * alone, and the batch's locks keep the addresses valid until then.
 */
export async function deleteBatch(
  db: Database,
  purge: Purge,
  now: Date,
  limit: number,
): Promise<number> {
  const table = sql.identifier(purge.table);
  const result = await db.execute(sql`delete from ${table} as dead
    where dead.ctid = any(array(
      select due.ctid from ${table} as due
      where ${expired(purge, 'due', now)}
      order by ${age(purge, 'due')}
      limit ${limit}
      for update skip locked))
    and ${expired(purge, 'dead', now)}
    returning 1`);
  return result.rows.length;
}
