import type { RequestHandler } from 'express';

/**
 * Whether this instance is on its way out. From SIGTERM on, /readyz answers 503 so a load
 * balancer stops sending, while requests already on their way are still served.
 */
export interface DrainState {
  readonly draining: boolean;
  begin(): void;
  /** Runs `listener` when the drain begins (at once if it has): long-lived answers end then. */
  onBegin(listener: () => void): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  const listeners: (() => void)[] = [];
  return {
    get draining() {
      return draining;
    },
    begin() {
      if (draining) return;
      draining = true;
      for (const listener of listeners.splice(0)) listener();
    },
    onBegin(listener) {
      if (draining) listener();
      else listeners.push(listener);
    },
  };
}

/**
 * While draining, every answer closes its connection, so a client or proxy holding a keep-alive
 * socket to this instance opens its next request somewhere the balancer still sends to.
 */
export function closeConnectionsWhileDraining(drain: DrainState): RequestHandler {
  return (_req, res, next) => {
    if (drain.draining) res.setHeader('Connection', 'close');
    next();
  };
}
