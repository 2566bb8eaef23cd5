import type { Router } from 'express';
import * as api from '@shared/api/export';
import { bookingsCsvQuerySchema } from '@shared/schemas/export';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import { streamBookingsCsv } from './csv-export';
import type { RetryPolicy } from './google-retry';
import { createSheetsExport } from './sheets-export-service';

/**
 * docs/product.md#export: the bookings to Google Sheets, and as a CSV download that needs no
 * settings.
 */
export function exportRoutes(ctx: AppContext, options: { retry?: RetryPolicy } = {}): Router {
  const router = createRouter();
  const exportToSheets = createSheetsExport(ctx, options.retry);

  on(router, api.exportToSheets, async (req, res) => {
    res.json(await exportToSheets(currentUser(req).id));
  });

  on(router, api.downloadBookingsCsv, async (req, res) => {
    const range = bookingsCsvQuerySchema.parse(req.query);
    await streamBookingsCsv(ctx, currentUser(req).id, range, res);
  });

  return router;
}
