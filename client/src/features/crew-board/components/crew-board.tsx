import type { Lift } from '@shared/api/lifts';
import { Skeleton } from '@/components/ui/skeleton';
import { liftsInService, useLifts } from '@/lib/lifts';
import { useCan } from '@/lib/roles';
import { useDayBookings } from '../api/get-day-bookings';
import { boardColumns } from '../board-columns';
import { AssignLiftsButton } from './assign-lifts-button';
import { BoardColumnList } from './board-column-list';

const NO_LIFTS: Lift[] = [];

/** The day's boats in a column per lift, read once and then kept live by the page's stream. */
export function CrewBoard({ date }: { date: string }) {
  const bookings = useDayBookings(date);
  const lifts = useLifts();
  const setsLifts = useCan('availability');
  const assignsLifts = useCan('yardDay');
  if (bookings.isPending || lifts.isPending) {
    return (
      <div className="flex flex-col gap-4 md:flex-row" aria-busy="true" aria-label="Loading board">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-64 w-full rounded-2xl md:w-72" />
        ))}
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <p role="alert" className="rounded-xl border-2 border-destructive p-4 text-lg font-bold">
        Error loading bookings. Please try again.
      </p>
    );
  }
  const allLifts = lifts.data ?? NO_LIFTS;
  const columns = boardColumns(bookings.data.bookings, allLifts, date);
  const total = columns.reduce((sum, column) => sum + column.bookings.length, 0);
  if (total === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-foreground/40 p-8 text-center">
        <h2 className="text-2xl font-bold">No services on this day</h2>
        <p className="mt-2 text-lg text-muted-foreground">Nothing is booked for this date.</p>
      </div>
    );
  }
  return (
    <>
      {lifts.isError && (
        <p role="alert" className="rounded-xl border-2 border-destructive p-3 font-semibold">
          The lifts could not be loaded: every boat shows under Unassigned until they are.
        </p>
      )}
      {assignsLifts && liftsInService(allLifts).length > 0 && <AssignLiftsButton date={date} />}
      {!lifts.isError && liftsInService(allLifts).length === 0 && (
        <p className="text-muted-foreground">
          {setsLifts
            ? 'No lifts are in service: add them on the Availability tab.'
            : 'No lifts are in service: the office adds them.'}
        </p>
      )}
      <BoardColumnList columns={columns} lifts={allLifts} />
    </>
  );
}
