import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ScheduleDay } from '@shared/api/availability';
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
  type MonthRef,
} from '@/lib/marina-dates';

/** A day that cannot simply be booked, marked on the calendar (the owner's schedule). */
export type MarkedDay = Pick<ScheduleDay, 'state' | 'reason'>;

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
  /** Full, closed and no-lift days, marked in sight and in each day's accessible name. */
  marks?: ReadonlyMap<string, MarkedDay>;
  /** The shown month changed (or was first shown), e.g. to read its marks. */
  onMonthChange?: (month: MonthRef) => void;
}) {
  const [month, setMonth] = useState(() => monthOf(props.selected ?? props.today));
  const { selected, onMonthChange } = props;
  // A date chosen from outside (the next open deadline) brings its month into view.
  useEffect(() => {
    if (selected)
      setMonth((shown) => (sameMonth(shown, monthOf(selected)) ? shown : monthOf(selected)));
  }, [selected]);
  useEffect(() => onMonthChange?.(month), [month, onMonthChange]);
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
          className="px-3"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={atFirstMonth}
        >
          <span aria-hidden="true">‹</span> Prev<span className="sr-only"> month</span>
        </Button>
        {/* h2: the calendar sits right under a page's h1, and a skipped level breaks the outline. */}
        <h2 className="whitespace-nowrap text-base font-bold" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button
          variant="outline"
          className="px-3"
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
        <div role="row" className="grid grid-cols-7 gap-x-0.5 gap-y-1 sm:gap-x-1">
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
          <div
            key={week.find(Boolean)}
            role="row"
            className="grid grid-cols-7 gap-x-0.5 gap-y-1 sm:gap-x-1"
          >
            {week.map((date, index) =>
              date ? (
                <DayCell
                  key={date}
                  date={date}
                  disabled={!bookable(date)}
                  selected={date === props.selected}
                  today={date === props.today}
                  tabStop={date === tabStop}
                  mark={props.marks?.get(date)}
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
      {props.marks && (
        <MarksLegend
          noLiftFits={[...props.marks.values()].some((mark) => mark.state === 'no_lift_fits')}
        />
      )}
    </div>
  );
}

const sameMonth = (a: MonthRef, b: MonthRef) => a.year === b.year && a.month === b.month;

function dayName(date: string, today: boolean, mark: MarkedDay | undefined): string {
  let name = formatServiceDate(date, 'EEEE, MMMM d, yyyy') + (today ? ' (today)' : '');
  if (mark?.state === 'full') name += ', fully booked';
  if (mark?.state === 'closed') name += `, yard closed${mark.reason ? ` (${mark.reason})` : ''}`;
  if (mark?.state === 'no_lift_fits') name += ', no lift takes this boat';
  return name;
}

/** The small sign under a day's number; the words are in its accessible name and the legend. */
function DayMark({ state }: { state: MarkedDay['state'] }) {
  if (state === 'full')
    return <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" />;
  if (state === 'closed')
    return <span aria-hidden="true" className="h-0.5 w-3 rounded bg-destructive dark:bg-red-400" />;
  if (state === 'no_lift_fits')
    return (
      <span
        aria-hidden="true"
        className="h-1.5 w-1.5 rounded-[1px] border border-foreground/70 bg-transparent"
      />
    );
  return null;
}

/** The marks' words; the lift's only once a day is marked so (asked for a boat no lift takes). */
function MarksLegend({ noLiftFits }: { noLiftFits: boolean }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <DayMark state="full" /> Fully booked
      </span>
      <span className="inline-flex items-center gap-1.5">
        <DayMark state="closed" /> Yard closed
      </span>
      {noLiftFits && (
        <span className="inline-flex items-center gap-1.5">
          <DayMark state="no_lift_fits" /> No lift for this boat
        </span>
      )}
    </p>
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
  mark: MarkedDay | undefined;
  onKeyDown: (event: KeyboardEvent) => void;
  onSelect: () => void;
}) {
  const { date, disabled, selected, today } = props;
  const state = disabled ? undefined : props.mark?.state;
  return (
    <div role="gridcell" aria-selected={selected}>
      <button
        type="button"
        disabled={disabled}
        aria-label={dayName(date, today, disabled ? undefined : props.mark)}
        data-date={date}
        tabIndex={props.tabStop ? 0 : -1}
        onKeyDown={props.onKeyDown}
        onClick={props.onSelect}
        className={cn(
          'flex h-11 w-full flex-col items-center justify-center gap-0.5 rounded-lg text-sm font-medium transition',
          disabled && 'cursor-not-allowed text-muted-foreground/70',
          !disabled && !selected && 'hover:bg-accent-soft',
          selected && 'bg-primary text-primary-foreground shadow',
          today && !selected && 'ring-1 ring-inset ring-input',
          (state === 'closed' || state === 'no_lift_fits') &&
            !selected &&
            'text-muted-foreground line-through',
        )}
      >
        {Number(date.slice(8))}
        {state && state !== 'open' && <DayMark state={state} />}
      </button>
    </div>
  );
}
