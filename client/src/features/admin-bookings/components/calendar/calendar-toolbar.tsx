import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import type { ToolbarProps } from 'react-big-calendar';
import { daySheetPath } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import type { CalendarEntry } from './calendar-events';
import type { CalendarView } from './calendar-range';
import { Segmented } from '../segmented';

const VIEWS: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
];

/**
 * Our own toolbar: labelled buttons a thumb can hit, the pressed view filled and announced, and
 * the day's crew sheet as a plain link beside them (it is not a fourth view).
 */
export function CalendarToolbar({
  label,
  date,
  view,
  onNavigate,
  onView,
}: ToolbarProps<CalendarEntry>) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onNavigate('TODAY')}>
          Today
        </Button>
        <Button
          variant="outline"
          aria-label={`Previous ${view}`}
          onClick={() => onNavigate('PREV')}
        >
          ‹ Back
        </Button>
        <Button variant="outline" aria-label={`Next ${view}`} onClick={() => onNavigate('NEXT')}>
          Next ›
        </Button>
      </div>
      <h2
        className="min-w-0 basis-full text-lg font-bold sm:flex-1 sm:basis-0 sm:text-center"
        aria-live="polite"
      >
        {label}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Segmented
          label="Calendar view"
          value={view as CalendarView}
          options={VIEWS}
          onChange={(next) => onView(next)}
        />
        {view === 'day' && (
          <Link to={daySheetPath(format(date, 'yyyy-MM-dd'))} className={buttonClasses('link')}>
            Day sheet ›
          </Link>
        )}
      </div>
    </div>
  );
}
