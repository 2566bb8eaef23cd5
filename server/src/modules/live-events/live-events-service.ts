import type { Request, Response } from 'express';
import type { DatabaseHandle } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { safeError } from '../../lib/log-safe';
import type { DrainState } from '../../lifecycle/drain';
import { createAccessWatch } from './access-watch';
import { createEventDispatcher } from './event-dispatcher';
import { LiveStream } from './live-stream';
import { resumeAfter } from './resume';
import { stillOnTheYard } from './stream-access';

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
  /** The open streams, by their user: a user's count is their set's size. */
  const byUser = new Map<number, Set<LiveStream>>();
  const everyStream = () => [...byUser.values()].flatMap((mine) => [...mine]);
  const metrics = ctx.metrics?.liveEvents;
  // An announced demotion, deletion or reset: that user's streams check at once.
  const accessWatch = createAccessWatch({
    listen,
    logger: ctx.logger,
    onChange(userId) {
      const affected = userId === undefined ? everyStream() : (byUser.get(userId) ?? []);
      for (const stream of affected) stream.recheck();
    },
  });

  const track = (userId: number, stream: LiveStream) => {
    byUser.set(userId, (byUser.get(userId) ?? new Set()).add(stream));
    accessWatch.setNeeded(true);
  };
  const untrack = (userId: number, stream: LiveStream) => {
    const mine = byUser.get(userId);
    mine?.delete(stream);
    if (mine?.size === 0) byUser.delete(userId);
    accessWatch.setNeeded(byUser.size > 0);
  };

  // The drain: every stream ends at once, so its client reconnects to another instance and
  // the drain is not held open by connections that never finish.
  drain.onBegin(() => {
    for (const stream of everyStream()) stream.end({ closeConnection: true });
  });

  return {
    async open(req, res, { userId, date, lastEventId }) {
      if ((byUser.get(userId)?.size ?? 0) >= MAX_STREAMS_PER_USER) {
        throw new AppError(429, 'rate_limited', TOO_MANY_STREAMS_MESSAGE);
      }
      const stream = new LiveStream({
        req,
        res,
        date,
        heartbeatMs: ctx.config.EVENTS_HEARTBEAT_MS,
        stillAllowed: stillOnTheYard(req, ctx, userId),
        metrics,
        logger: ctx.logger,
      });
      track(userId, stream);
      metrics?.openStreams.inc();
      void stream.closed.then(() => {
        untrack(userId, stream);
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
