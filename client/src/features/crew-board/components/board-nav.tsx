import { Link } from 'react-router-dom';
import { addServiceDays, marinaToday } from '@shared/marina-time';
import { buttonClasses } from '@/components/ui/button';
import { useConfig } from '@/lib/config';
import { boardPath, daySheetPath } from '@/lib/paths';
import { useNow } from '@/lib/use-now';

/** The day before and after, back to today, and the same day's printable sheet. */
export function BoardNav({ date }: { date: string }) {
  const { data: config } = useConfig();
  const now = useNow(60_000);
  const today = config ? marinaToday(now, config.timeZone) : null;
  return (
    <nav aria-label="Crew board" className="flex flex-wrap items-center gap-2">
      <Link to={boardPath(addServiceDays(date, -1))} className={buttonClasses('outline')}>
        ‹ Previous day
      </Link>
      {today && (
        <Link
          to={boardPath(today)}
          aria-current={today === date ? 'date' : undefined}
          className={buttonClasses('outline')}
        >
          Today
        </Link>
      )}
      <Link to={boardPath(addServiceDays(date, 1))} className={buttonClasses('outline')}>
        Next day ›
      </Link>
      <Link to={daySheetPath(date)} className={`${buttonClasses('link')} ml-auto`}>
        Day sheet
      </Link>
    </nav>
  );
}
