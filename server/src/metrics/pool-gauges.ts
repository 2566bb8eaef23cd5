import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

/**
 * This instance's PostgreSQL pool. The embedded engine has no pool (one connection in the
 * process), so it reports none of these rather than a constant.
 */
export function registerPoolGauges(registry: Registry, database: DatabaseHandle): void {
  const stats = database.poolStats;
  if (!stats) return;
  const registers = [registry];
  new Gauge({
    name: 'marina_db_pool_connections',
    help: "Open database connections of this instance: 'in_use' (checked out) or 'idle'",
    labelNames: ['state'],
    registers,
    collect() {
      const { total, idle } = stats();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'marina_db_pool_waiting_requests',
    help: 'Queries of this instance waiting for a free database connection',
    registers,
    collect() {
      this.set(stats().waiting);
    },
  });
  new Gauge({
    name: 'marina_db_pool_max_connections',
    help: 'The most connections this instance opens (DATABASE_POOL_SIZE)',
    registers,
    collect() {
      this.set(stats().max);
    },
  });
}
