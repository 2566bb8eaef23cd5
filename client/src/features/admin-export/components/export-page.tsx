import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { exportFailureText, useExportToSheets } from '../api/export-sheets';

/** /admin/export and /export-data: runs the Sheets export on load (SPEC §2, §8). */
export default function ExportPage() {
  const exportSheets = useExportToSheets();
  const started = useRef(false);
  const { mutate } = exportSheets;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
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
            Export failed: {exportFailureText(exportSheets.error)}
          </p>
        )}
        <Link to={paths.admin} className={buttonClasses('outline')}>
          Return to dashboard
        </Link>
      </Card>
    </div>
  );
}
