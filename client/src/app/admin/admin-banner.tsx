import { Link } from 'react-router-dom';
import { marinaToday } from '@shared/marina-time';
import { buttonClasses } from '@/components/ui/button';
import { ExportNowButton } from '@/features/admin-export/components/export-now-button';
import { useConfig } from '@/lib/config';
import { useCan } from '@/lib/roles';
import { useNow } from '@/lib/use-now';
import { boardPath, daySheetPath } from '@/lib/paths';

/**
 * The dashboard's banner: EXPORT NOW (docs/product.md#screens) for roles that may export, and the
 * way to today's crew sheet.
 */
export function AdminBanner() {
  const { data: config } = useConfig();
  const now = useNow(60_000);
  const today = config ? marinaToday(now, config.timeZone) : null;
  const mayExport = useCan('export');
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-[#0b2545] to-[#0f766e] p-6 text-white sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Admin Dashboard</h1>
        <p className="mt-1 text-slate-100">
          Every haul-out and launch, and the tools to run the day.
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {today && (
          <>
            <Link to={daySheetPath(today)} className={buttonClasses('inverse', 'lg')}>
              Today
            </Link>
            <Link to={boardPath(today)} className={buttonClasses('outlineInverse', 'lg')}>
              Today&apos;s board
            </Link>
          </>
        )}
        {mayExport && <ExportNowButton sheetsExport={config?.features.sheetsExport} />}
      </div>
    </div>
  );
}
