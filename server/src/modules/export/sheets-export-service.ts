import type { SheetsExportResult } from '@shared/api/export';
import type { AppContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { serviceAccountKeyOf } from '../../lib/google-service-account';
import { recordAudit } from '../audit/audit-log';
import { exportHeader, exportRowOf, type ExportCell } from './export-columns';
import { exportFailure } from './export-errors';
import { activeBookingPages } from './export-repository';
import { DEFAULT_RETRY, type RetryPolicy } from './google-retry';
import { createSheetsApi } from './sheets-api';
import { replaceBookingsSheet, SHEET_TITLE } from './sheets-writer';

const notConfigured = (missing: string[]) =>
  new AppError(
    503,
    'export_not_configured',
    `Google Sheets export is not set up: set ${missing.join(' and ')} on the server, or use Download CSV.`,
  );

/** Which settings an operator still has to give before the Sheets export can run. */
export function missingSheetsSettings(config: AppContext['config']): string[] {
  const missing: string[] = [];
  if (!config.GOOGLE_SERVICE_ACCOUNT_JSON && !config.GOOGLE_SERVICE_ACCOUNT_KEY_FILE) {
    missing.push('GOOGLE_SERVICE_ACCOUNT_JSON (or GOOGLE_SERVICE_ACCOUNT_KEY_FILE)');
  }
  if (!config.GOOGLE_SHEETS_SPREADSHEET_ID) missing.push('GOOGLE_SHEETS_SPREADSHEET_ID');
  return missing;
}

async function allExportRows(ctx: AppContext): Promise<ExportCell[][]> {
  const units = ctx.config.MARINA_UNITS;
  const rows: ExportCell[][] = [exportHeader(units)];
  for await (const page of activeBookingPages(ctx.db, {})) {
    for (const booking of page) rows.push(exportRowOf(booking, ctx.config.MARINA_TZ, units));
  }
  return rows;
}

/**
 * POST /api/export/sheets (docs/product.md#export): every active booking into the spreadsheet's
 * 'Bookings' sheet. One client per app, so its token is reused until it expires. An export asked
 * for while one runs joins it: two writers clearing and filling one sheet would interleave.
 */
export function createSheetsExport(ctx: AppContext, retry: RetryPolicy = DEFAULT_RETRY) {
  const missing = missingSheetsSettings(ctx.config);
  const key = missing.length === 0 ? serviceAccountKeyOf(ctx.config) : null;
  const spreadsheetId = ctx.config.GOOGLE_SHEETS_SPREADSHEET_ID ?? '';
  const api = key ? createSheetsApi(key, ctx.config.GOOGLE_API_ROOT_URL) : null;
  let running: Promise<SheetsExportResult> | null = null;

  async function run(actorId: number): Promise<SheetsExportResult> {
    if (!api || !key) throw notConfigured(missing);
    const rows = await allExportRows(ctx);
    let sheetId: number;
    try {
      sheetId = await replaceBookingsSheet(api, spreadsheetId, rows, retry);
    } catch (error) {
      ctx.logger.warn({ err: error }, 'Google Sheets export failed');
      throw exportFailure(error, { clientEmail: key.clientEmail, spreadsheetId });
    }
    const bookingsExported = rows.length - 1;
    await recordAudit(ctx.db, {
      actorId,
      action: 'export.sheets',
      after: { bookings: bookingsExported },
    });
    return {
      url: `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}/edit#gid=${sheetId}`,
      bookingsExported,
      message: `${bookingsExported} bookings exported to the '${SHEET_TITLE}' sheet.`,
    };
  }

  return (actorId: number): Promise<SheetsExportResult> => {
    running ??= run(actorId).finally(() => {
      running = null;
    });
    return running;
  };
}
