import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addServiceDays } from '@shared/marina-time';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  formatServiceDate,
  monthGrid,
  monthOf,
  monthTitle,
  shiftMonth,
  weeksOf,
  WEEKDAYS,
} from '@/lib/marina-dates';

/**
 * A month of marina calendar dates. Every cell is a 'yyyy-MM-dd' string, so the grid is the
 * same in every browser zone; days before `firstDate` (tomorrow for owners, today for the
 * office) cannot be picked, nor anything after the booking horizon's last day, and the months
 * stop at both ends.
 */
export function ServiceCalendar(props: {
  today: string;
  /** The first bookable date. */
  firstDate: string;
  /** The last bookable date (BOOKING_HORIZON_DAYS ahead). */
  lastDate: string;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const [month, setMonth] = useState(() => monthOf(props.selected ?? props.today));
  const currentMonth = monthOf(props.firstDate);
  const atFirstMonth = month.year * 12 + month.month <= currentMonth.year * 12 + currentMonth.month;
  const finalMonth = monthOf(props.lastDate);
  const atFinalMonth = month.year * 12 + month.month >= finalMonth.year * 12 + finalMonth.month;
  const bookable = (date: string) => date >= props.firstDate && date <= props.lastDate;
  const cells = monthGrid(month);
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  // Roving tab stop: the selected day when it is shown, else the month's first open day.
  const tabStop =
    props.selected && cells.includes(props.selected)
      ? props.selected
      : cells.find((date) => date !== null && bookable(date));

  useEffect(() => {
    if (focusDate)
      gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  // Arrow keys move a day or a week, across months, never off the bookable range.
  const onDayKeyDown = (event: KeyboardEvent, date: string) => {
    const delta = (
      { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 } as Record<string, number>
    )[event.key];
    if (!delta) return;
    event.preventDefault();
    const target = addServiceDays(date, delta);
    if (!bookable(target)) return;
    const targetMonth = monthOf(target);
    if (targetMonth.year !== month.year || targetMonth.month !== month.month) setMonth(targetMonth);
    setFocusDate(target);
  };

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={atFirstMonth}
        >
          <span aria-hidden="true">‹</span> Prev<span className="sr-only"> month</span>
        </Button>
        {/* h2: the calendar sits right under a page's h1, and a skipped level breaks the outline. */}
        <h2 className="text-base font-bold" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={atFinalMonth}
        >
          Next<span className="sr-only"> month</span> <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div
        ref={gridRef}
        role="grid"
        aria-label={monthTitle(month)}
        className="flex flex-col gap-1 text-center"
      >
        {/* Each row is its own seven-column grid: a `display: contents` row drops out of some
            browsers' accessibility trees, and with it the week a day belongs to. */}
        <div role="row" className="grid grid-cols-7 gap-1">
          {WEEKDAYS.map(([letter, name], index) => (
            <div
              key={index}
              role="columnheader"
              aria-label={name}
              className="py-1 text-xs font-semibold text-muted-foreground"
            >
              {letter}
            </div>
          ))}
        </div>
        {weeksOf(cells).map((week) => (
          <div key={week.find(Boolean)} role="row" className="grid grid-cols-7 gap-1">
            {week.map((date, index) =>
              date ? (
                <DayCell
                  key={date}
                  date={date}
                  disabled={!bookable(date)}
                  selected={date === props.selected}
                  today={date === props.today}
                  tabStop={date === tabStop}
                  onKeyDown={(event) => onDayKeyDown(event, date)}
                  onSelect={() => props.onSelect(date)}
                />
              ) : (
                // Blank cells keep every week seven columns wide, so each day sits under its weekday.
                <div key={`blank-${index}`} role="gridcell" />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * One day: the grid cell carries the selection, the button inside it takes focus and the click
 * (react-day-picker's shape; ARIA does not let a <button> itself be a gridcell).
 */
function DayCell(props: {
  date: string;
  disabled: boolean;
  selected: boolean;
  today: boolean;
  tabStop: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onSelect: () => void;
}) {
  const { date, disabled, selected, today } = props;
  return (
    <div role="gridcell" aria-selected={selected}>
      <button
        type="button"
        disabled={disabled}
        aria-label={formatServiceDate(date, 'EEEE, MMMM d, yyyy') + (today ? ' (today)' : '')}
        data-date={date}
        tabIndex={props.tabStop ? 0 : -1}
        onKeyDown={props.onKeyDown}
        onClick={props.onSelect}
        className={cn(
          'flex h-11 w-full items-center justify-center rounded-lg text-sm font-medium transition',
          disabled && 'cursor-not-allowed text-muted-foreground/70',
          !disabled && !selected && 'hover:bg-accent-soft',
          selected && 'bg-primary text-primary-foreground shadow',
          today && !selected && 'ring-1 ring-inset ring-input',
        )}
      >
        {Number(date.slice(8))}
      </button>
    </div>
  );
}
