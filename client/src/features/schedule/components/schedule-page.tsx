import { useDeferredValue } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useConfig } from '@/lib/config';
import { ScheduleScreen } from './schedule-screen';

/** /schedule: viewable signed out; booking needs a session. */
export default function SchedulePage() {
  const { data, isError } = useConfig();
  // The heading is the page's largest text: it paints on its own first, and the booking screen
  // (calendar, deadlines, form) renders right after in the background, in slices that let the
  // browser paint and answer input in between. Its first render is also the one that hydrates
  // the prerendered page (no data yet), however soon the settings arrived.
  const config = useDeferredValue(data ?? null, null);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Schedule Haul or Launch</h1>
        <p className="mt-2 text-muted-foreground">
          Haul and launch services need to be booked at least 24hrs in advance
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {config ? `Times are in marina time (${config.timeZone}).` : '\u00a0'}
        </p>
      </div>
      {isError ? (
        <p role="alert" className="text-center">
          The marina settings could not be loaded. Please try again later.
        </p>
      ) : config ? (
        <ScheduleScreen config={config} />
      ) : (
        // A screen tall, like the booking screen on a phone, so the footer stays below the fold.
        <div className="min-h-svh">
          <PageSpinner />
        </div>
      )}
    </div>
  );
}
