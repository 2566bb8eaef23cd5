import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { dateFnsLocalizer } from 'react-big-calendar';

/** date-fns keeps moment, luxon and dayjs (react-big-calendar's other localizers) out of the bundle. */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  locales: { 'en-US': enUS },
});

interface Span {
  start: Date;
  end: Date;
}

const dayKey = (date: Date) => date.getFullYear() * 512 + date.getMonth() * 32 + date.getDate();
const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);

/*
 * The month grid tests every event against every week and sorts them all, through
 * date-arithmetic calls that allocate a Date per step: with a busy marina's ~2,000 services
 * a month that was most of the render. Our events never span days (a deadline's hour), so
 * the same answers come from plain field and number comparisons.
 */
Object.assign(localizer, {
  inEventRange: ({ event, range }: { event: Span; range: Span }) =>
    dayKey(event.start) <= dayKey(range.end) &&
    (minuteOf(event.start) === minuteOf(event.end)
      ? minuteOf(event.end) >= minuteOf(range.start)
      : minuteOf(event.end) > minuteOf(range.start)),
  sortEvents: ({ evtA, evtB }: { evtA: Span; evtB: Span }) =>
    dayKey(evtA.start) - dayKey(evtB.start) ||
    evtA.start.getTime() - evtB.start.getTime() ||
    evtA.end.getTime() - evtB.end.getTime(),
});
