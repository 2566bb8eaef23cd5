import type { Response, Router } from 'express';
import * as api from '@shared/api/system';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { publicConfigOf } from './public-config';

export interface Readiness {
  /** Answers while the database does; rejects (or times out) while it is away. */
  ping(): Promise<void>;
  /** True from SIGTERM on: the load balancer should send elsewhere. */
  draining(): boolean;
}

/** A ping that hangs (a black-holed network) must not hold the probe past its own timeout. */
const PING_TIMEOUT_MS = 2_000;

/** The load balancer's probes: mounted before the session, so they never read it. */
export function probeRoutes(readiness: Readiness): Router {
  const router = createRouter();

  on(router, api.liveness, (_req, res) => {
    res.json({ status: 'ok' });
  });

  on(router, api.readiness, async (req, res) => {
    if (readiness.draining()) {
      unready(res, 'draining', 'This instance is shutting down');
      return;
    }
    try {
      await withTimeout(readiness.ping(), PING_TIMEOUT_MS);
      res.json({ status: 'ready' });
    } catch (error) {
      req.log.warn({ err: error }, 'database not answering');
      unready(res, 'unavailable', 'The database is not answering');
    }
  });

  return router;
}

export function systemRoutes({ config }: AppContext): Router {
  const router = createRouter();

  const publicConfig = publicConfigOf(config);
  on(router, api.getConfig, (_req, res) => {
    res.json(publicConfig);
  });

  return router;
}

/**
 * A probe's 503 keeps the probes' own shape ({ status, message }), which the load balancer
 * and dashboards read; the contract types a handler's answers by its successes only.
 */
function unready(res: Response, status: 'draining' | 'unavailable', message: string): void {
  res.status(503).json({ status, message });
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
