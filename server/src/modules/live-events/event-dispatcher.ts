import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../../db/client';
import { safeError } from '../../lib/log-safe';
import { EventCursor } from './event-cursor';
import { eventsAfter, keptEventRange, recentEventIds } from './event-log-repository';
import { loadLiveEvents } from './live-event-loader';
import type { LiveEvent } from './live-event-presenter';

/** Migration 0014's trigger notifies here once per committing transaction. */
export const BOOKING_EVENTS_CHANNEL = 'booking_events';

/** A stream, as the dispatcher sees it. */
export interface EventSubscriber {
  /** Events in id order, each at most once per dispatcher. Must not throw. */
  deliver(events: readonly LiveEvent[]): void;
}

export interface EventDispatcher {
  /** Adds a subscriber; resolves once the dispatcher listens and knows where it stands. */
  join(subscriber: EventSubscriber): Promise<void>;
  leave(subscriber: EventSubscriber): void;
}

export interface DispatcherOptions {
  db: Database;
  listen: DatabaseHandle['listen'];
  logger: Logger;
  /** How long an id below the newest seen is waited for before it is taken as rolled back. */
  giveUpMs?: number;
  /** How often the log is read again while such an id is awaited. */
  recheckMs?: number;
  /** Rows read per query. */
  batchSize?: number;
}

/** Longer than any booking transaction runs (a query times out after 10 s by default). */
const GIVE_UP_MS = 10_000;
const RECHECK_MS = 1_000;
const BATCH_SIZE = 500;

interface Listening {
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * One per instance. It listens only while a stream is open: on each notification it reads the
 * events after the last it settled, loads their bookings in one query and hands them to every
 * open stream. Another instance's commits arrive the same way (the database notifies every
 * listener), so each instance serves its own streams and none needs another.
 */
export function createEventDispatcher(options: DispatcherOptions): EventDispatcher {
  const log = options.logger.child({ component: 'live-events' });
  const giveUpMs = options.giveUpMs ?? GIVE_UP_MS;
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const subscribers = new Set<EventSubscriber>();
  let current: Listening | undefined;
  let transition = Promise.resolve();

  function fanOut(events: readonly LiveEvent[]) {
    for (const subscriber of subscribers) subscriber.deliver(events);
  }

  function startListening(): Listening {
    let cursor: EventCursor | undefined;
    let pumping = false;
    let again = false;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => (markReady = resolve));

    /** Where this instance starts: recent events count as sent, ids missing among them as awaited. */
    async function begin() {
      const recent = await recentEventIds(options.db, giveUpMs);
      const { newest } = await keptEventRange(options.db);
      cursor = new EventCursor(
        recent.length > 0
          ? { floor: recent[0]! - 1, sent: recent, highest: newest ?? 0 }
          : { floor: newest ?? 0 },
        giveUpMs,
      );
      cursor.settle(Date.now());
      markReady();
    }

    async function readNew(from: EventCursor) {
      let after = from.readAfter;
      for (;;) {
        const rows = await eventsAfter(options.db, after, { limit: batchSize });
        const fresh = from.take(rows, Date.now());
        if (fresh.length > 0 && !stopped) fanOut(await loadLiveEvents(options.db, fresh));
        if (rows.length < batchSize) return;
        after = rows.at(-1)!.id;
      }
    }

    function lookAgainIn(ms: number) {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        void pump();
      }, ms);
      timer.unref();
    }

    async function pump(): Promise<void> {
      if (pumping) {
        again = true;
        return;
      }
      pumping = true;
      try {
        do {
          again = false;
          if (!cursor) await begin();
          else await readNew(cursor);
        } while (again && !stopped);
        if (cursor?.waiting) lookAgainIn(recheckMs);
      } catch (error) {
        // The database away: the next notification, or this timer, tries again.
        log.warn({ err: safeError(error) }, 'reading booking events failed');
        lookAgainIn(recheckMs);
      } finally {
        pumping = false;
      }
    }

    const listening = options.listen(BOOKING_EVENTS_CHANNEL, () => void pump());
    listening.catch((error: unknown) => {
      log.error({ err: safeError(error) }, 'could not listen for booking events');
    });
    return {
      ready,
      async stop() {
        stopped = true;
        clearTimeout(timer);
        const stopListening = await listening.catch(() => undefined);
        await stopListening?.().catch(() => {});
      },
    };
  }

  /** Listening while anyone is subscribed, one start or stop at a time. */
  function reconcile(): Promise<void> {
    transition = transition.then(async () => {
      if (subscribers.size > 0 && !current) current = startListening();
      else if (subscribers.size === 0 && current) {
        const stopping = current;
        current = undefined;
        await stopping.stop();
      }
    });
    return transition;
  }

  return {
    async join(subscriber) {
      subscribers.add(subscriber);
      await reconcile();
      await current?.ready;
    },
    leave(subscriber) {
      if (!subscribers.delete(subscriber)) return;
      if (subscribers.size === 0) void reconcile();
    },
  };
}
