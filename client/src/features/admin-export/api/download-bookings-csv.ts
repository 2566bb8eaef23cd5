import { useMutation } from '@tanstack/react-query';
import { apiGetResponse } from '@/lib/api-client';

/** GET /api/export/bookings.csv (admin): every active booking, UTF-8 with a BOM, a dated name. */
export const BOOKINGS_CSV_PATH = '/api/export/bookings.csv';

/** The name the server gave the attachment (`bookings-2026-11-26.csv`), else a plain one. */
export function attachmentName(contentDisposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1] ?? 'bookings.csv';
}

/**
 * Fetches the CSV and hands it to the browser as a download, answering with its file name.
 * Fetched rather than followed as a link so EXPORT NOW can name the file it saved and say so
 * when the server refuses; the export screen's button is a plain link, which streams.
 */
export async function downloadBookingsCsv(): Promise<string> {
  const res = await apiGetResponse(BOOKINGS_CSV_PATH);
  const fileName = attachmentName(res.headers.get('Content-Disposition'));
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a moment later nothing needs it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return fileName;
}

export function useDownloadBookingsCsv() {
  return useMutation({ mutationFn: downloadBookingsCsv });
}
