import { useParams } from 'react-router-dom';
import { isValidServiceDate } from '@shared/marina-time';
import { InvalidDateNotice } from '@/components/invalid-date-notice';
import { formatServiceDate } from '@/lib/marina-dates';
import { boardPath } from '@/lib/paths';
import { useLiveEvents } from '@/lib/use-live-events';
import { BoardNav } from './board-nav';
import { CrewBoard } from './crew-board';
import { LiveIndicator } from './live-indicator';

/** /admin/board/:date: the yard's day as it happens, a column per lift (docs/product.md#lifts). */
export default function CrewBoardPage() {
  const { date = '' } = useParams();
  if (!isValidServiceDate(date))
    return (
      <InvalidDateNotice
        date={date}
        page="crew board"
        todayPath={boardPath}
        todayLabel="Open today's board"
      />
    );
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
