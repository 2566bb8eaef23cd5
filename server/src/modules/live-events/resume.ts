import type { Executor } from '../../db/client';
import { eventsAfter, keptEventRange } from './event-log-repository';
import { loadLiveEvents } from './live-event-loader';
import type { LiveEvent } from './live-event-presenter';

/** What a reconnecting client is sent before live events. */
export type Resume =
  | { kind: 'live' }
  | { kind: 'replay'; events: LiveEvent[] }
  /** Reload everything; `newest` becomes its id, so the next reconnection starts there. */
  | { kind: 'resync'; newest: number | null };

/** More missed events than this and a reload is cheaper than the replay. */
export const REPLAY_LIMIT = 1_000;

/**
 * The events after `Last-Event-ID` (for the stream's day), or a resync when they cannot be
 * known: an id that is not a number, one beyond the newest event, or one older than what
 * housekeeping keeps (a day). An id between the oldest kept and the newest is replayed.
 */
export async function resumeAfter(
  db: Executor,
  lastEventId: string | undefined,
  date: string | undefined,
): Promise<Resume> {
  if (lastEventId === undefined || lastEventId.trim() === '') return { kind: 'live' };
  const { oldest, newest } = await keptEventRange(db);
  if (!/^\d{1,15}$/.test(lastEventId)) return { kind: 'resync', newest };
  const last = Number(lastEventId);
  if (oldest === null || newest === null || last > newest || last < oldest - 1) {
    return { kind: 'resync', newest };
  }
  const rows = await eventsAfter(db, last, { date, limit: REPLAY_LIMIT + 1 });
  if (rows.length > REPLAY_LIMIT) return { kind: 'resync', newest };
  return { kind: 'replay', events: await loadLiveEvents(db, rows) };
}
