import { Link, useParams } from 'react-router-dom';
import { addServiceDays, isValidServiceDate } from '@shared/marina-time';
import { boardPath, daySheetPath, paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { InvalidDateNotice } from '@/components/invalid-date-notice';
import { formatServiceDate } from '@/lib/marina-dates';
import { useCan } from '@/lib/roles';
import { DaySheetList } from './day-sheet-list';
import { HeldDayNotice } from './held-day-notice';
import './day-sheet-print.css';

/** /admin/day/:date: the yard crew's sheet for one marina date (docs/product.md#day-sheet). */
export default function DaySheetPage() {
  const { date = '' } = useParams();
  // The calendar is the office's (docs/product.md#staff-roles): the crew has no way back to it.
  const office = useCan('bookings');
  if (!isValidServiceDate(date))
    return (
      <InvalidDateNotice
        date={date}
        page="day sheet"
        todayPath={daySheetPath}
        todayLabel="Open today's sheet"
      />
    );
  return (
    <div
      data-day-sheet
      className="mx-auto flex w-full max-w-3xl flex-col gap-5 print:max-w-none print:gap-2"
    >
      <nav
        aria-label="Day sheet"
        className="flex flex-wrap items-center justify-between gap-2 print:hidden"
      >
        <Link to={daySheetPath(addServiceDays(date, -1))} className={buttonClasses('outline')}>
          ‹ Previous day
        </Link>
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <Link to={daySheetPath(addServiceDays(date, 1))} className={buttonClasses('outline')}>
          Next day ›
        </Link>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <p className="text-base font-bold uppercase tracking-wide text-muted-foreground print:text-sm">
            Crew day sheet
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl print:text-2xl">
            {formatServiceDate(date, 'EEEE, MMMM d, yyyy')}
          </h1>
        </div>
        {/* The same day live, a column per lift (docs/product.md#lifts). */}
        <Link to={boardPath(date)} className={`${buttonClasses('outline')} print:hidden`}>
          Crew board
        </Link>
      </header>
      <HeldDayNotice date={date} />
      <DaySheetList date={date} />
      {office && (
        <Link
          to={`${paths.admin}?view=calendar`}
          className={`${buttonClasses('link')} self-start print:hidden`}
        >
          Back to the admin calendar
        </Link>
      )}
    </div>
  );
}
