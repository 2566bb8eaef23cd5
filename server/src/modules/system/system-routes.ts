import type { Router } from 'express';
import type { PublicConfig } from '@shared/api-types';
import { TIME_SLOTS } from '@shared/constants';
import type { AppContext } from '../../lib/context';
import { createRouter } from '../../lib/router';
import { missingSheetsSettings } from '../export/sheets-export-service';

export function systemRoutes({ config }: AppContext, ping: () => Promise<void>): Router {
  const router = createRouter();

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (req, res) => {
    try {
      await ping();
      res.json({ status: 'ready' });
    } catch (error) {
      req.log.warn({ err: error }, 'database not answering');
      res.status(503).json({ status: 'unavailable', message: 'The database is not answering' });
    }
  });

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
