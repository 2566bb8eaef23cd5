import { z } from 'zod';
import { bookingsCsvQuerySchema } from '../schemas/export';
import { defineRoute } from './route';

const sheetsExportAnswer = z.strictObject({
  /** Opens the spreadsheet at its 'Bookings' sheet. */
  url: z.string().startsWith('https://docs.google.com/spreadsheets/d/'),
  bookingsExported: z.number().int().nonnegative(),
  message: z.string().min(1),
});
/**
 * POST /api/export/sheets: where the bookings went and how many (docs/product.md#api-calls,
 * docs/product.md#export).
 */
export type SheetsExportResult = z.infer<typeof sheetsExportAnswer>;

// 502: Google refused or failed; 503: the Sheets settings are missing.
export const exportToSheets = defineRoute({
  method: 'POST',
  path: '/api/export/sheets',
  summary: 'Write every active booking to the marina’s Google spreadsheet',
  tag: 'Export',
  access: 'admin',
  permission: 'export',
  responses: { 200: sheetsExportAnswer },
  errors: [502],
});

export const downloadBookingsCsv = defineRoute({
  method: 'GET',
  path: '/api/export/bookings.csv',
  summary: 'The active bookings as CSV, a header row first, optionally from and to a date',
  tag: 'Export',
  access: 'admin',
  permission: 'export',
  query: bookingsCsvQuerySchema,
  // RFC 4180 with a BOM, so spreadsheets read it as UTF-8; the header row first.
  responses: { 200: z.string().regex(/^\uFEFF?Confirmation code,/) },
  errors: [],
  content: 'csv',
});
