import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';

export interface ExportResult {
  url?: string | null;
  bookingsExported?: number;
  message?: string;
}

/** POST /api/export/sheets with no body. */
export const exportToSheets = () => apiSend<ExportResult>('POST', '/api/export/sheets');

export function useExportToSheets() {
  return useMutation({ mutationFn: exportToSheets });
}
