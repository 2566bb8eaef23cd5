import type { DatabaseHandle } from './client';
import { SharedReads, type ExactReads } from './shared-reads';

/**
 * The channels the database's triggers announce changes on (migrations 0003 and 0006), each
 * with the key of what changed: a booking date, a session id, a user id; '*' means everything.
 */
export const CHANGE_CHANNELS = {
  availability: 'availability_changed',
  liftLoads: 'lift_loads_changed',
  sessions: 'session_changed',
  users: 'user_changed',
} as const;

/**
 * Values read from the database, kept in memory and dropped when the database announces that
 * their key changed. Only where announcements are synchronous (the embedded engine: they arrive
 * before the committing query resolves), so nothing is ever served that a later commit has
 * changed. A server database delivers them a moment later on another connection, and other
 * instances write to it too: there nothing is kept (see cachedWhereExact).
 */
export class NotifiedCache<V> implements ExactReads<V> {
  private readonly entries = new Map<string, V>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Counts announcements, so a load that raced one is not kept. */
  private generation = 0;

  constructor(private readonly maxEntries: number) {}

  async get(key: string, load: (key: string) => Promise<V>): Promise<V> {
    if (this.entries.has(key)) return this.entries.get(key)!;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const startedAt = this.generation;
    const loaded = load(key).then(
      (value) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (this.generation === startedAt) this.keep(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  /** A commit changed `key` ('*': everything): forget it, and any load that may predate it. */
  changed(key: string): void {
    this.generation += 1;
    if (key === '*') {
      this.entries.clear();
      this.loading.clear();
    } else {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }

  private keep(key: string, value: V) {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }
}

/** What a reader asks for: the cache when one is live, else reads shared while they run. */
export interface CacheSlot<V> {
  current(): ExactReads<V>;
}

/**
 * A cache on the embedded engine, live once its LISTEN is in place; on a server database, or
 * while listening is not yet (or could not be) set up, reads of a key at once share a query
 * (SharedReads).
 */
export function cachedWhereExact<V>(
  database: Pick<DatabaseHandle, 'listenInProcess'>,
  channel: (typeof CHANGE_CHANNELS)[keyof typeof CHANGE_CHANNELS],
  maxEntries: number,
): CacheSlot<V> {
  const shared = new SharedReads<V>();
  let live: NotifiedCache<V> | undefined;
  if (database.listenInProcess) {
    const cache = new NotifiedCache<V>(maxEntries);
    database
      .listenInProcess(channel, (key) => cache.changed(key))
      .then(
        () => {
          live = cache;
        },
        // Without its announcements a cache could go stale: every request asks the database.
        () => {},
      );
  }
  return { current: () => live ?? shared };
}

/** Reads through the slot when there is one (tests may build parts without). */
export function readThrough<V>(
  slot: CacheSlot<V> | undefined,
  key: string,
  load: (key: string) => Promise<V>,
): Promise<V> {
  return slot ? slot.current().get(key, load) : load(key);
}
