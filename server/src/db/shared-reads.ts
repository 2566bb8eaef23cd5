/** Reads by key that are answered exactly, from memory or by the database (cachedWhereExact). */
export interface ExactReads<V> {
  get(key: string, load: (key: string) => Promise<V>): Promise<V>;
}

/**
 * Where nothing may be kept (a server database, which other instances write to), identical
 * reads at the same moment still need not each cost a query: callers of one key share it.
 * Exact all the same: a caller is only ever given a query that started after it asked. While
 * a key's query runs, later callers wait for the next one, started when that one ends, which
 * answers them all; under load a key costs at most one query at a time.
 */
export class SharedReads<V> implements ExactReads<V> {
  private readonly running = new Map<string, Promise<V>>();
  private readonly queued = new Map<string, Promise<V>>();

  get(key: string, load: (key: string) => Promise<V>): Promise<V> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key, load);
    const next = running.then(
      () => this.startQueued(key, load),
      () => this.startQueued(key, load),
    );
    this.queued.set(key, next);
    return next;
  }

  private startQueued(key: string, load: (key: string) => Promise<V>): Promise<V> {
    this.queued.delete(key);
    return this.start(key, load);
  }

  private start(key: string, load: (key: string) => Promise<V>): Promise<V> {
    const run = load(key).finally(() => {
      if (this.running.get(key) === run) this.running.delete(key);
    });
    this.running.set(key, run);
    return run;
  }
}
