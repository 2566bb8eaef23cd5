import type { Request, Response } from 'express';
import type { DatabaseHandle } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { safeError } from '../../lib/log-safe';
import type { DrainState } from '../../lifecycle/drain';
import { createEventDispatcher } from './event-dispatcher';
import { LiveStream } from './live-stream';
import { resumeAfter } from './resume';
import { stillAnAdmin } from './stream-access';

/** Streams one user may hold open on one instance: a tab each, with room for a few. */
export const MAX_STREAMS_PER_USER = 10;
/** How long a new stream waits for the dispatcher to start listening before it gives up. */
const READY_TIMEOUT_MS = 5_000;

export const TOO_MANY_STREAMS_MESSAGE = `Live updates are already open in ${MAX_STREAMS_PER_USER} tabs or windows for this account: close one and reload`;
const UNAVAILABLE_MESSAGE = 'Live updates are unavailable right now: reload in a moment';

export interface StreamRequest {
  userId: number;
  date?: string;
  /** The Last-Event-ID header, as sent. */
  lastEventId?: string;
}

export interface LiveEvents {
  /** Answers GET /api/events with a stream that stays open until the client or the server ends it. */
  open(req: Request, res: Response, request: StreamRequest): Promise<void>;
}

export interface LiveEventsOptions {
  ctx: AppContext;
  listen: DatabaseHandle['listen'];
  drain: DrainState;
}

/** The live stream of an instance: its dispatcher, its open streams and their limits. */
export function createLiveEvents({ ctx, listen, drain }: LiveEventsOptions): LiveEvents {
  const dispatcher = createEventDispatcher({ db: ctx.db, listen, logger: ctx.logger });
  const streams = new Set<LiveStream>();
  const perUser = new Map<number, number>();
  const metrics = ctx.metrics?.liveEvents;

  const count = (userId: number, change: 1 | -1) => {
    const next = (perUser.get(userId) ?? 0) + change;
    if (next > 0) perUser.set(userId, next);
    else perUser.delete(userId);
  };

  // The drain: every stream ends at once, so its client reconnects to another instance and
  // the drain is not held open by connections that never finish.
  drain.onBegin(() => {
    for (const stream of streams) stream.end({ closeConnection: true });
  });

  return {
    async open(req, res, { userId, date, lastEventId }) {
      if ((perUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) {
        throw new AppError(429, 'rate_limited', TOO_MANY_STREAMS_MESSAGE);
      }
      const stream = new LiveStream({
        req,
        res,
        date,
        heartbeatMs: ctx.config.EVENTS_HEARTBEAT_MS,
        stillAllowed: stillAnAdmin(req, ctx.db, userId),
        metrics,
        logger: ctx.logger,
      });
      streams.add(stream);
      count(userId, 1);
      metrics?.openStreams.inc();
      void stream.closed.then(() => {
        streams.delete(stream);
        count(userId, -1);
        metrics?.openStreams.dec();
        dispatcher.leave(stream);
      });

      if (!(await joinInTime(dispatcher.join(stream)))) {
        dispatcher.leave(stream);
        throw new AppError(503, 'database_unavailable', UNAVAILABLE_MESSAGE);
      }
      try {
        await stream.open(() => resumeAfter(ctx.db, lastEventId, date));
      } catch (error) {
        // The head is out: the client sees the stream end, and reconnects.
        req.log.warn({ err: safeError(error) }, 'live stream failed to start');
        stream.end();
        return;
      }
      if (drain.draining) stream.end({ closeConnection: true });
    },
  };
}

async function joinInTime(joined: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([joined.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
