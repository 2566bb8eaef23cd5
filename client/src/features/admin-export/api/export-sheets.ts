import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiSend, errorMessage } from '@/lib/api-client';

export interface ExportResult {
  url?: string | null;
  bookingsExported?: number;
  message?: string;
}

/** POST /api/export/sheets with no body. */
export const exportToSheets = () => apiSend<ExportResult>('POST', '/api/export/sheets');

/** SPEC §8: a refused export names its status, then what the server said. */
export function exportFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ? `${error.status}: ${error.serverMessage}` : error.message;
  }
  return errorMessage(error, 'export failed');
}

/** SPEC §8's export toasts; the sheet opens in a new tab when the server gives its address. */
function announce(result: ExportResult) {
  if (result.url) {
    toast({
      title: 'Export Successful',
      description: `${result.bookingsExported ?? 0} bookings exported to Google Sheets`,
    });
    window.open(result.url, '_blank', 'noopener');
  } else {
    toast({ title: 'Export Completed', description: result.message ?? 'The export finished.' });
  }
}

/** The export with its toasts, for the dashboard's EXPORT NOW button and the export screen. */
export function useExportToSheets() {
  return useMutation({
    mutationFn: exportToSheets,
    onSuccess: announce,
    onError: (error) =>
      toast({
        title: 'Export Failed',
        description: `Error: ${exportFailureText(error)}`,
        variant: 'destructive',
      }),
  });
}
