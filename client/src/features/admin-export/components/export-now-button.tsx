import { useId } from 'react';
import type { SheetsExportResult } from '@shared/api/export';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDownloadBookingsCsv } from '../api/download-bookings-csv';
import {
  SHEETS_SERVICE,
  exportFailureText,
  exportedText,
  useExportToSheets,
} from '../api/export-sheets';

/**
 * The export's success toasts (docs/product.md#error-catalogue); the sheet opens in a new tab when
 * the server gives its address.
 */
function announceSheets(result: SheetsExportResult) {
  if (result.url) {
    toast({ title: 'Export Successful', description: exportedText(result) });
    window.open(result.url, '_blank', 'noopener');
  } else {
    toast({ title: 'Export Completed', description: result.message });
  }
}

function announceFailure(error: unknown) {
  toast({
    title: 'Export Failed',
    description: `Error: ${exportFailureText(error)}`,
    variant: 'destructive',
  });
}

function announceCsv(fileName: string) {
  toast({
    title: 'Export Completed',
    description: `Bookings saved as ${fileName}: ${SHEETS_SERVICE} is not set up, so the export is a CSV file.`,
  });
}

/**
 * The dashboard banner's EXPORT NOW (docs/product.md#screens), with a caption saying where it goes. When the
 * server has no Sheets settings it downloads the CSV instead of asking for an export that can
 * only fail; until the config is known it waits.
 */
export function ExportNowButton({ sheetsExport }: { sheetsExport: boolean | undefined }) {
  const sheets = useExportToSheets();
  const csv = useDownloadBookingsCsv();
  const captionId = useId();
  const pending = sheets.isPending || csv.isPending;

  function run() {
    if (sheetsExport)
      sheets.mutate(undefined, { onSuccess: announceSheets, onError: announceFailure });
    else csv.mutate(undefined, { onSuccess: announceCsv, onError: announceFailure });
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="outlineInverse"
        size="lg"
        onClick={run}
        disabled={pending || sheetsExport === undefined}
        aria-busy={pending || undefined}
        aria-describedby={captionId}
      >
        EXPORT NOW
      </Button>
      {/* As wide as the button, not wider, so Today and EXPORT NOW share a row on a phone. */}
      <p id={captionId} className="w-0 min-w-full text-center text-xs text-slate-100">
        {sheetsExport === undefined ? (
          '\u00a0'
        ) : sheetsExport ? (
          `to ${SHEETS_SERVICE}`
        ) : (
          <>
            as CSV · <span className="whitespace-nowrap">{SHEETS_SERVICE} not set up</span>
          </>
        )}
      </p>
    </div>
  );
}
