import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useExportToSheets } from '../api/export-sheets';

/** /admin/export and /export-data: runs the Sheets export on load (SPEC §2, §8). */
export default function ExportPage() {
  const exportSheets = useExportToSheets();
  const started = useRef(false);
  const { mutate } = exportSheets;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onSuccess: (result) => {
        if (result.url) {
          toast({
            title: 'Export Successful',
            description: `${result.bookingsExported ?? 0} bookings exported to Google Sheets`,
          });
          window.open(result.url, '_blank', 'noopener');
        } else {
          toast({
            title: 'Export Completed',
            description: result.message ?? 'The export finished.',
          });
        }
      },
      onError: (error) =>
        toast({
          title: 'Export Failed',
          description: `Error: ${errorMessage(error, 'export failed')}`,
          variant: 'destructive',
        }),
    });
  }, [mutate]);

  return (
    <div className="mx-auto max-w-lg">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-bold">Export bookings</h1>
        {exportSheets.isPending || exportSheets.isIdle ? (
          <Spinner label="Exporting bookings" />
        ) : exportSheets.isSuccess ? (
          <>
            <p>
              {exportSheets.data.message ??
                `${exportSheets.data.bookingsExported ?? 0} bookings exported.`}
            </p>
            {exportSheets.data.url && (
              <a
                href={exportSheets.data.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('primary')}
              >
                Open sheet
              </a>
            )}
          </>
        ) : (
          <p role="alert" className="text-destructive dark:text-red-300">
            Export failed: {errorMessage(exportSheets.error, 'unknown error')}
          </p>
        )}
        <Link to={paths.admin} className={buttonClasses('outline')}>
          Return to dashboard
        </Link>
      </Card>
    </div>
  );
}
