import type { DatabaseHandle } from '../../db/client';
import type { DateAvailabilityInputs } from '../capacity/capacity-repository';

/** The channel migration 0003's triggers announce a changed date on ('*': every date). */
export const AVAILABILITY_CHANNEL = 'availability_changed';

const MAX_DATES = 2_000;

/**
 * Each date's availability inputs kept in memory and dropped when the database announces that
 * date changed. Only where announcements are synchronous (the embedded engine: they arrive before
 * the committing query resolves), so nothing is ever served that a later commit has changed.
 * A server database delivers them a moment later on another connection, and other instances
 * write to it too: there every request asks the database (one query).
 */
export class AvailabilityCache {
  private readonly entries = new Map<string, DateAvailabilityInputs>();
  private readonly loading = new Map<string, Promise<DateAvailabilityInputs>>();
  /** Counts announcements, so a load that raced one is not kept. */
  private generation = 0;

  async inputsOf(
    date: string,
    load: (date: string) => Promise<DateAvailabilityInputs>,
  ): Promise<DateAvailabilityInputs> {
    const cached = this.entries.get(date);
    if (cached) return cached;
    const pending = this.loading.get(date);
    if (pending) return pending;
    const startedAt = this.generation;
    const loaded = load(date).then(
      (inputs) => {
        if (this.loading.get(date) === loaded) this.loading.delete(date);
        if (this.generation === startedAt) this.keep(date, inputs);
        return inputs;
      },
      (error: unknown) => {
        if (this.loading.get(date) === loaded) this.loading.delete(date);
        throw error;
      },
    );
    this.loading.set(date, loaded);
    return loaded;
  }

  /** A commit changed `date` ('*': every date): forget it, and any load that may predate it. */
  changed(date: string): void {
    this.generation += 1;
    if (date === '*') {
      this.entries.clear();
      this.loading.clear();
    } else {
      this.entries.delete(date);
      this.loading.delete(date);
    }
  }

  private keep(date: string, inputs: DateAvailabilityInputs) {
    if (this.entries.size >= MAX_DATES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(date, inputs);
  }
}

/**
 * A cache for the embedded engine, used only once it listens; undefined on a server database.
 * Until the LISTEN is in place, requests go to the database.
 */
export function availabilityCacheFor(database: DatabaseHandle): {
  current(): AvailabilityCache | undefined;
} {
  let ready: AvailabilityCache | undefined;
  if (database.listenInProcess) {
    const cache = new AvailabilityCache();
    void database
      .listenInProcess(AVAILABILITY_CHANNEL, (date) => cache.changed(date))
      .then(
        () => {
          ready = cache;
        },
        // Without its announcements the cache could go stale: every request asks the database.
        () => {},
      );
  }
  return { current: () => ready };
}
