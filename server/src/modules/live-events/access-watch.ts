import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client';
import type { StopListening } from '../../db/channel-listener';
import { safeError } from '../../lib/log-safe';
import { STREAM_ACCESS_CHANNEL } from './stream-access-repository';

export interface AccessWatch {
  /** Whether this instance has open streams: it listens only while it does. */
  setNeeded(needed: boolean): void;
}

/**
 * Listens for announced access changes (stream-access-repository.ts) while streams are open,
 * one start or stop at a time. `onChange` gets the user's id, or undefined when every stream
 * should look (the listener is new or reconnected, and may have missed an announcement).
 */
export function createAccessWatch(options: {
  listen: DatabaseHandle['listen'];
  logger: Logger;
  onChange(userId: number | undefined): void;
}): AccessWatch {
  let wanted = false;
  let listening: Promise<StopListening | undefined> | undefined;
  let transition = Promise.resolve();

  const userIdOf = (payload: string | undefined) =>
    payload !== undefined && /^[1-9]\d{0,9}$/.test(payload) ? Number(payload) : undefined;

  function reconcile() {
    transition = transition.then(async () => {
      if (wanted && !listening) {
        listening = options
          .listen(STREAM_ACCESS_CHANNEL, (payload) => options.onChange(userIdOf(payload)))
          .catch((error: unknown) => {
            options.logger.error(
              { err: safeError(error) },
              'could not listen for live stream access changes',
            );
            return undefined;
          });
        await listening;
      } else if (!wanted && listening) {
        const stop = await listening;
        listening = undefined;
        await stop?.().catch(() => {});
      }
    });
  }

  return {
    setNeeded(needed) {
      if (needed === wanted) return;
      wanted = needed;
      reconcile();
    },
  };
}
