import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { attachmentName } from './download-bookings-csv';
import { exportFailureText, exportedText } from './export-sheets';

describe('the export texts (docs/product.md#error-catalogue)', () => {
  it('when the server refuses with a message, then status, status text and message, in that order', () => {
    const body = {
      message: 'Google Sheets export is not set up: set GOOGLE_SHEETS_SPREADSHEET_ID',
    };
    const error = new ApiError(503, JSON.stringify(body), body, 'Service Unavailable');
    expect(exportFailureText(error)).toBe(
      '503 Service Unavailable: Google Sheets export is not set up: set GOOGLE_SHEETS_SPREADSHEET_ID',
    );
  });

  it('when a proxy answers without JSON or without a reason phrase, then what there is', () => {
    expect(exportFailureText(new ApiError(502, '<html>', null, 'Bad Gateway'))).toBe(
      '502 Bad Gateway',
    );
    expect(exportFailureText(new ApiError(504, 'late', { message: 'timed out' }))).toBe(
      '504: timed out',
    );
    expect(exportFailureText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('when bookings were exported, then the count and the service', () => {
    expect(exportedText({ url: 'https://x', bookingsExported: 12, message: '' })).toBe(
      '12 bookings exported to Google Sheets',
    );
  });

  it('when the server names the attachment, then that name; otherwise a plain one', () => {
    expect(attachmentName('attachment; filename="bookings-2026-11-26.csv"')).toBe(
      'bookings-2026-11-26.csv',
    );
    expect(attachmentName("attachment; filename*=UTF-8''bookings-2026-11-26.csv")).toBe(
      'bookings-2026-11-26.csv',
    );
    expect(attachmentName(null)).toBe('bookings.csv');
  });
});
