import { format } from 'date-fns';
import { Link } from 'react-router-dom';
import type { ToolbarProps } from 'react-big-calendar';
import { daySheetPath } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import type { BookingEvent } from './calendar-events';
import type { CalendarView } from './calendar-range';

const VIEWS: { view: CalendarView; label: string }[] = [
  { view: 'month', label: 'Month' },
  { view: 'week', label: 'Week' },
  { view: 'day', label: 'Day' },
];

/** Our own toolbar: labelled buttons, the pressed view announced, and the day's crew sheet. */
export function CalendarToolbar({
  label,
  date,
  view,
  onNavigate,
  onView,
}: ToolbarProps<BookingEvent>) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onNavigate('TODAY')}>
          Today
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Previous ${view}`}
          onClick={() => onNavigate('PREV')}
        >
          ‹ Back
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Next ${view}`}
          onClick={() => onNavigate('NEXT')}
        >
          Next ›
        </Button>
      </div>
      <h2 className="min-w-0 flex-1 text-center text-lg font-bold" aria-live="polite">
        {label}
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Calendar view">
        {VIEWS.map((item) => (
          <Button
            key={item.view}
            size="sm"
            variant={view === item.view ? 'primary' : 'outline'}
            aria-pressed={view === item.view}
            onClick={() => onView(item.view)}
          >
            {item.label}
          </Button>
        ))}
        {view === 'day' && (
          <Link
            to={daySheetPath(format(date, 'yyyy-MM-dd'))}
            className={buttonClasses('accent', 'sm')}
          >
            Day sheet
          </Link>
        )}
      </div>
    </div>
  );
}
