import type { Router } from 'express';
import type { PublicConfig } from '@shared/api/system';
import { TIME_SLOTS } from '@shared/constants';
import type { AppContext } from '../../lib/context';
import { createRouter } from '../../lib/router';
import { missingSheetsSettings } from '../export/sheets-export-service';

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

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (req, res) => {
    if (readiness.draining()) {
      res.status(503).json({ status: 'draining', message: 'This instance is shutting down' });
      return;
    }
    try {
      await withTimeout(readiness.ping(), PING_TIMEOUT_MS);
      res.json({ status: 'ready' });
    } catch (error) {
      req.log.warn({ err: error }, 'database not answering');
      res.status(503).json({ status: 'unavailable', message: 'The database is not answering' });
    }
  });

  return router;
}

export function systemRoutes({ config }: AppContext): Router {
  const router = createRouter();

  const publicConfig: PublicConfig = {
    marinaName: config.MARINA_NAME,
    timeZone: config.MARINA_TZ,
    timeSlots: TIME_SLOTS,
    websiteUrl: config.MARINA_WEBSITE_URL,
    slotCapacity: config.SLOT_CAPACITY,
    bookingHorizonDays: config.BOOKING_HORIZON_DAYS,
    features: {
      sheetsExport: missingSheetsSettings(config).length === 0,
    },
  };
  router.get('/api/config', (_req, res) => {
    res.json(publicConfig);
  });

  return router;
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
