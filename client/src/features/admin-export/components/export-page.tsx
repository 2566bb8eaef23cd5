import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiUrl } from '@/lib/api-client';
import { useConfig } from '@/lib/config';
import { cn } from '@/lib/cn';
import { BOOKINGS_CSV_PATH } from '../api/download-bookings-csv';
import {
  SHEETS_SERVICE,
  exportFailureText,
  exportedText,
  useExportToSheets,
} from '../api/export-sheets';

/**
 * /admin/export and /export-data (docs/product.md#screens). With Google Sheets set up it runs the
 * export once on load and shows its outcome in the words of docs/product.md#error-catalogue;
 * without, it says so in words and offers the CSV as the main action, asking nothing that can only
 * fail. The CSV is a plain link, so the browser streams the file.
 */
export default function ExportPage() {
  const { data: config, isError } = useConfig();
  let body;
  if (isError) {
    body = <p role="alert">The marina settings could not be loaded. Please try again later.</p>;
  } else if (!config) {
    body = <Spinner label="Loading" />;
  } else if (config.features.sheetsExport) {
    body = <SheetsExport />;
  } else {
    body = <SheetsNotSetUp />;
  }
  return (
    <div className="mx-auto max-w-lg">
      <Card className="flex flex-col gap-6 p-5 text-center sm:p-8">
        <h1 className="text-2xl font-bold">Export bookings</h1>
        {body}
        <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:justify-center">
          <a
            href={apiUrl(BOOKINGS_CSV_PATH)}
            download
            className={buttonClasses(
              config?.features.sheetsExport === false ? 'primary' : 'outline',
            )}
          >
            Download CSV
          </a>
          <Link to={paths.admin} className={buttonClasses('outline')}>
            Return to dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}

/**
 * What the export screen says when the server has no Sheets settings (docs/product.md#export,
 * #operating).
 */
function SheetsNotSetUp() {
  return (
    <div role="status" className="flex flex-col gap-2 text-left">
      <h2 className="text-lg font-semibold">{SHEETS_SERVICE} is not set up</h2>
      <p className="text-muted-foreground">
        This marina has no {SHEETS_SERVICE} export yet, so the bookings come as a CSV file, which
        opens in any spreadsheet program.
      </p>
      <p className="text-sm text-muted-foreground">
        To export to {SHEETS_SERVICE}, whoever runs the server sets{' '}
        <code className="break-all">GOOGLE_SHEETS_SPREADSHEET_ID</code> and{' '}
        <code className="break-all">GOOGLE_SERVICE_ACCOUNT_JSON</code> (or{' '}
        <code className="break-all">GOOGLE_SERVICE_ACCOUNT_KEY_FILE</code>) and restarts it.
      </p>
    </div>
  );
}

/** Runs the Sheets export once on load, then shows its outcome. */
function SheetsExport() {
  const exportSheets = useExportToSheets();
  const started = useRef(false);
  const { mutate } = exportSheets;

  useEffect(() => {
    // Once per visit, even when StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return exportSheets.isSuccess ? (
    <div className="flex flex-col items-center gap-4">
      <div role="status">
        <h2 className="text-xl font-semibold text-emerald-700 dark:text-emerald-300">
          {exportSheets.data.url ? 'Export Successful' : 'Export Completed'}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {exportSheets.data.url ? exportedText(exportSheets.data) : exportSheets.data.message}
        </p>
      </div>
      {exportSheets.data.url && (
        <a
          href={exportSheets.data.url}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses('primary', 'lg'), 'w-full sm:w-auto')}
        >
          Open sheet
        </a>
      )}
    </div>
  ) : exportSheets.isError ? (
    <div
      role="alert"
      className="rounded-lg border border-destructive bg-destructive/10 p-3 text-left sm:p-4"
    >
      <h2 className="text-lg font-semibold text-destructive dark:text-red-300">Export Failed</h2>
      <p className="mt-1 text-sm break-words">Error: {exportFailureText(exportSheets.error)}</p>
    </div>
  ) : (
    <div className="flex flex-col items-center gap-3">
      <Spinner label={`Exporting bookings to ${SHEETS_SERVICE}`} />
      <p className="text-muted-foreground" aria-hidden="true">
        Exporting bookings to {SHEETS_SERVICE}…
      </p>
    </div>
  );
}
