import type { Logger } from 'pino';

/** What a pass counted: how many rows it claimed, and the rest of its tallies. */
export type PassCounts<P> = { [K in keyof P]: number } & { claimed: number };

export interface PollLoop<P> {
  /** Passes now and then every pollMs. */
  start: () => void;
  /** Work was queued: a pass now, or right after the one in hand (wakes fold into one). */
  wake: () => void;
  /** No further pass; resolves once the pass in hand has finished. */
  stop: () => Promise<void>;
  /** One pass, after the one in hand if any. */
  runOnce: () => Promise<P>;
  /** Passes until one finds nothing to do (tests, and a clean "send everything now"). */
  drain: () => Promise<P>;
  /** True from stop() on: a pass hands back the rows it has not started. */
  stopping: () => boolean;
}

export interface PollLoopOptions<P> {
  pass: () => Promise<P>;
  emptyPass: () => P;
  /** Whether a pass found nothing left to do. */
  idle: (pass: P) => boolean;
  /** A pass that claimed a full batch goes again at once: more is waiting. */
  batchSize: number;
  pollMs: number;
  log: Logger;
  /** Names the worker in the log line of a failed pass. */
  name: string;
}

/**
 * The loop of a queue worker (mail, webhooks): one pass at a time, so stop() can wait for the
 * one in hand; another at once after a full batch or a wake during the pass, else every
 * pollMs; a failed pass is logged and tried again at the next poll.
 */
export function createPollLoop<P extends PassCounts<P>>(options: PollLoopOptions<P>): PollLoop<P> {
  let stopping = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let passing = false;
  let wokenDuringPass = false;

  function runOnce(): Promise<P> {
    const run = (current ?? Promise.resolve()).catch(() => {}).then(options.pass);
    current = run;
    return run;
  }

  async function drain(): Promise<P> {
    const total = options.emptyPass();
    for (;;) {
      const step = await runOnce();
      for (const key of Object.keys(total) as (keyof P)[]) {
        (total[key] as number) += step[key];
      }
      if (stopping || options.idle(step)) return total;
    }
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      passing = true;
      wokenDuringPass = false;
      runOnce()
        .then((result) => {
          // A wake during the pass may be for work it did not see.
          const again = result.claimed === options.batchSize || wokenDuringPass;
          passing = false;
          if (!stopping) schedule(again ? 0 : options.pollMs);
        })
        .catch((error: unknown) => {
          passing = false;
          options.log.error(
            { err: error },
            `${options.name} pass failed; will retry at the next poll`,
          );
          if (!stopping) schedule(options.pollMs);
        });
    }, delayMs);
  }

  return {
    start() {
      stopping = false;
      started = true;
      schedule(0);
    },
    wake() {
      if (!started || stopping) return;
      if (passing) wokenDuringPass = true;
      else schedule(0);
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current?.catch(() => {});
    },
    runOnce,
    drain,
    stopping: () => stopping,
  };
}
