import { activeHoldsByDate, holdText, useWeatherHolds } from '@/lib/weather-holds';
import { StormIcon } from '@/components/storm-icon';

/** The crew's sheet of a held day says so before anything else: no lifts in those deadlines. */
export function HeldDayNotice({ date }: { date: string }) {
  const holds = activeHoldsByDate(useWeatherHolds().data).get(date);
  if (!holds) return null;
  return (
    <p
      role="note"
      data-testid="held-day-notice"
      className="flex items-start gap-2 rounded-xl border-2 border-destructive bg-red-50 p-4 text-lg font-bold text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <StormIcon className="mt-1 h-5 w-5" />
      <span>
        {holdText(holds)}. Bookings on the held deadlines were moved; any listed here still need a
        new date.
      </span>
    </p>
  );
}
