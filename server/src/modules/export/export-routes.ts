import type { Router } from 'express';
import { bookingsCsvQuerySchema } from '@shared/schemas/export';
import type { AppContext } from '../../lib/context';
import { createRouter } from '../../lib/router';
import { currentUser, requireAdmin } from '../../middleware/auth';
import { streamBookingsCsv } from './csv-export';
import type { RetryPolicy } from './google-retry';
import { createSheetsExport } from './sheets-export-service';

/** DESIGN §8: the bookings to Google Sheets, and as a CSV download that needs no settings. */
export function exportRoutes(ctx: AppContext, options: { retry?: RetryPolicy } = {}): Router {
  const router = createRouter();
  const exportToSheets = createSheetsExport(ctx, options.retry);

  router.post('/api/export/sheets', requireAdmin, async (req, res) => {
    res.json(await exportToSheets(currentUser(req).id));
  });

  router.get('/api/export/bookings.csv', requireAdmin, async (req, res) => {
    const range = bookingsCsvQuerySchema.parse(req.query);
    await streamBookingsCsv(ctx, currentUser(req).id, range, res);
  });

  return router;
}
