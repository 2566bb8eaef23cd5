import { Gauge, type Registry } from 'prom-client';

/** What the mail worker reports, so the lag gauge can tell a stuck or dead worker. */
export interface WorkerLag {
  /** The worker began polling: the lag counts from here until its first pass completes. */
  started(): void;
  passCompleted(): void;
}

/**
 * Worker lag is the seconds since this instance's worker last completed a pass, not the
 * lateness of the oldest due message: that one is shared by every instance and already shows
 * in marina_mail_queue_oldest_pending_seconds, while a worker that hangs or keeps failing (the
 * database away, say) shows here even when no mail waits. A healthy worker stays under
 * WORKER_POLL_MS plus one pass. An instance without a worker reports no lag at all.
 */
export function createWorkerLag(registry: Registry, now: () => Date): WorkerLag {
  let lastProgress: Date | undefined;
  const gauge = new Gauge({
    name: 'marina_mail_worker_lag_seconds',
    help: "Seconds since this instance's mail worker last completed a pass (or started)",
    registers: [],
    collect() {
      if (lastProgress) this.set((now().getTime() - lastProgress.getTime()) / 1000);
    },
  });
  const progressed = () => {
    // A label-less gauge reads 0 until set: registering it late keeps "no worker" from
    // looking like "no lag".
    if (!lastProgress) registry.registerMetric(gauge);
    lastProgress = now();
  };
  return { started: progressed, passCompleted: progressed };
}
