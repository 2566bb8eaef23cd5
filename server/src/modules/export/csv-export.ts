import { once } from 'node:events';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { marinaToday } from '@shared/marina-time';
import type { AppContext } from '../../lib/context';
import { recordAudit } from '../audit/audit-log';
import { exportHeader, exportRowOf } from './export-columns';
import { activeBookingPages, type ExportRange } from './export-repository';

/** 'bookings-2026-11-26.csv': the marina's date of the download. */
export const csvFileName = (now: Date, timeZone: string) =>
  `bookings-${marinaToday(now, timeZone)}.csv`;

/**
 * GET /api/export/bookings.csv: RFC 4180 (CRLF, quoted fields, doubled quotes) with a BOM so
 * Excel reads UTF-8 accents, written a page at a time as the client reads it. Cells a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR and their full-width forms) get a
 * leading apostrophe from the library's escape_formulas.
 */
export async function streamBookingsCsv(
  ctx: AppContext,
  actorId: number,
  range: ExportRange,
  res: Response,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${csvFileName(ctx.now(), ctx.config.MARINA_TZ)}"`,
  );
  // Customers' names, emails and phones: no shared cache may keep a copy.
  res.setHeader('Cache-Control', 'no-store');
  const csv = stringify({
    bom: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });
  csv.pipe(res);
  // A client that goes away stops the export instead of leaving it reading the table.
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  let rows = 0;
  try {
    const units = ctx.config.MARINA_UNITS;
    csv.write(exportHeader(units));
    for await (const page of activeBookingPages(ctx.db, range)) {
      for (const booking of page) {
        const row = exportRowOf(booking, ctx.config.MARINA_TZ, units);
        if (!csv.write(row)) await once(csv, 'drain', { signal: gone.signal });
      }
      rows += page.length;
      if (gone.signal.aborted) return;
    }
    csv.end();
    await once(res, 'finish', { signal: gone.signal });
  } catch (error) {
    if (gone.signal.aborted) return;
    // The status line has gone out: cutting the connection is how the client learns of it.
    ctx.logger.error({ err: error }, 'CSV export failed part way');
    res.destroy();
    return;
  }
  await recordAudit(ctx.db, {
    actorId,
    action: 'export.csv',
    after: { bookings: rows, ...range },
  });
}
