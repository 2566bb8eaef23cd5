import { Navigate } from 'react-router-dom';
import { marinaToday } from '@shared/marina-time';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useConfig } from '@/lib/config';
import { boardPath } from '@/lib/paths';

/**
 * /admin/board: today's board, once the marina's time zone says which day today is. The crew's
 * home (docs/product.md#staff-roles), so a bookmark on the yard's tablet opens the right day.
 */
export default function TodayBoard() {
  const { data: config, isError } = useConfig();
  if (isError) {
    return (
      <p role="alert" className="rounded-xl border-2 border-destructive p-4 text-lg font-bold">
        The marina&apos;s settings could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!config) return <PageSpinner />;
  return <Navigate to={boardPath(marinaToday(new Date(), config.timeZone))} replace />;
}
