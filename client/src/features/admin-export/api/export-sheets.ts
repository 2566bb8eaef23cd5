import { useMutation } from '@tanstack/react-query';
import type { SheetsExportResult } from '@shared/api/export';
import type * as api from '@shared/api/export';
import { ApiError, callApi, errorMessage } from '@/lib/api-client';

/** Where the export texts (docs/product.md#error-catalogue) say the bookings went. */
export const SHEETS_SERVICE = 'Google Sheets';

/** POST /api/export/sheets with no body: replaces the 'Bookings' sheet with every active booking. */
export const exportToSheets = () =>
  callApi<typeof api.exportToSheets>('POST', '/api/export/sheets');

/**
 * docs/product.md#error-catalogue: a refused export names its status and status text, then what the
 * server said ("503 Service Unavailable: Google Sheets export is not set up: …"). The caller adds
 * "Error: ".
 */
export function exportFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const status = [error.status, error.statusText].filter(Boolean).join(' ');
    return error.serverMessage ? `${status}: ${error.serverMessage}` : status;
  }
  return errorMessage(error, 'the export did not reach the server');
}

export const exportedText = (result: SheetsExportResult) =>
  `${result.bookingsExported} bookings exported to ${SHEETS_SERVICE}`;

/**
 * The export itself, without toasts: the export screen shows its outcome in the page, while
 * EXPORT NOW adds the catalogued toasts where it calls mutate.
 */
export function useExportToSheets() {
  return useMutation({ mutationFn: exportToSheets });
}
