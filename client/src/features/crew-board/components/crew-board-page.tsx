import { Link, useParams } from 'react-router-dom';
import { isValidServiceDate, marinaToday } from '@shared/marina-time';
import { buttonClasses } from '@/components/ui/button';
import { useConfig } from '@/lib/config';
import { formatServiceDate } from '@/lib/marina-dates';
import { boardPath } from '@/lib/paths';
import { useLiveEvents } from '@/lib/use-live-events';
import { BoardNav } from './board-nav';
import { CrewBoard } from './crew-board';
import { LiveIndicator } from './live-indicator';

/** /admin/board/:date: the yard's day as it happens, a column per lift (issue 27). */
export default function CrewBoardPage() {
  const { date = '' } = useParams();
  if (!isValidServiceDate(date)) return <InvalidDate date={date} />;
  return <BoardScreen key={date} date={date} />;
}

function BoardScreen({ date }: { date: string }) {
  const live = useLiveEvents({ date });
  return (
    <div data-crew-board className="flex w-full min-w-0 flex-col gap-4">
      <BoardNav date={date} />
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <p className="text-base font-bold uppercase tracking-wide text-muted-foreground">
            Crew board
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight">
            {formatServiceDate(date, 'EEEE, MMMM d, yyyy')}
          </h1>
        </div>
        <LiveIndicator state={live} />
      </header>
      <CrewBoard date={date} />
    </div>
  );
}

function InvalidDate({ date }: { date: string }) {
  const { data: config } = useConfig();
  const today = config ? marinaToday(new Date(), config.timeZone) : null;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-3">
      <h1 className="text-3xl font-extrabold">Not a valid date</h1>
      <p className="text-lg">
        “{date}” is not a calendar date. A crew board&apos;s address ends in a date written
        yyyy-MM-dd, such as 2026-11-26.
      </p>
      {today && (
        <Link to={boardPath(today)} className={buttonClasses('primary', 'lg')}>
          Open today&apos;s board
        </Link>
      )}
    </div>
  );
}
