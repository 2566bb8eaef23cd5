import { useCallback, useMemo, useState } from 'react';
import { ServiceCalendar, type MarkedDay } from '@/components/service-calendar';
import { monthGrid, type MonthRef } from '@/lib/marina-dates';
import { useScheduleDays } from '@/lib/schedule-days';

type Span = { from: string; to: string };

/**
 * The month calendar of the schedule page and the change-date dialog, with its full and closed
 * days marked, and for the boat booked for the days no lift takes it, read a month at a time.
 */
export function ScheduleCalendar(props: {
  today: string;
  boatId: number | null;
  firstDate: string;
  lastDate: string;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const { firstDate, lastDate } = props;
  const [span, setSpan] = useState<Span | null>(null);
  // Only the bookable part of the month is asked about: the rest cannot be picked anyway.
  const onMonthChange = useCallback(
    (month: MonthRef) => {
      const dates = monthGrid(month).filter((date): date is string => date !== null);
      const from = dates[0]! < firstDate ? firstDate : dates[0]!;
      const to = dates.at(-1)! > lastDate ? lastDate : dates.at(-1)!;
      setSpan((shown) =>
        from > to ? null : shown?.from === from && shown.to === to ? shown : { from, to },
      );
    },
    [firstDate, lastDate],
  );
  const { data: days } = useScheduleDays(span, props.boatId);
  const marks = useMemo(
    () => new Map<string, MarkedDay>((days ?? []).map((day) => [day.date, day])),
    [days],
  );
  return (
    <ServiceCalendar
      today={props.today}
      firstDate={firstDate}
      lastDate={lastDate}
      selected={props.selected}
      onSelect={props.onSelect}
      marks={marks}
      onMonthChange={onMonthChange}
    />
  );
}
