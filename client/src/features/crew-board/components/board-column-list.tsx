import type { Lift } from '@shared/api/lifts';
import { useMarinaUnits } from '@/lib/boats';
import { liftLimitsText } from '@/lib/lift-limits';
import type { BoardColumn } from '../board-columns';
import { BoardCard } from './board-card';

/**
 * The columns: stacked on a phone, side by side from a tablet up; when they are wider than the
 * screen they scroll sideways inside their own strip, never the page. (The strip is positioned:
 * otherwise a visually hidden, absolutely placed label inside it escapes the strip's clipping
 * and widens the page.)
 */
export function BoardColumnList({
  columns,
  lifts,
}: {
  columns: readonly BoardColumn[];
  lifts: readonly Lift[];
}) {
  const units = useMarinaUnits();
  return (
    <div
      data-testid="board-columns"
      className="relative flex flex-col gap-6 md:-mx-1 md:flex-row md:items-start md:gap-4 md:overflow-x-auto md:px-1 md:pb-3"
    >
      {columns.map((column) => {
        const headingId = `board-column-${column.key}`;
        const limits = column.lift && liftLimitsText(column.lift, units);
        return (
          <section
            key={column.key}
            aria-labelledby={headingId}
            data-testid="board-column"
            className="flex flex-col gap-3 md:min-w-56 md:flex-1"
          >
            <h2
              id={headingId}
              className="flex items-baseline justify-between gap-2 border-b-4 border-foreground pb-1 text-xl font-extrabold"
            >
              <span className="min-w-0 break-words">{column.title}</span>
              <span className="shrink-0 text-base font-bold text-muted-foreground">
                {column.bookings.length}
                <span className="sr-only"> {column.bookings.length === 1 ? 'boat' : 'boats'}</span>
              </span>
            </h2>
            {limits && (
              <p data-testid="column-limits" className="-mt-2 text-base font-semibold break-words">
                {limits}
              </p>
            )}
            {column.bookings.length === 0 ? (
              <p className="rounded-xl border-2 border-dashed border-foreground/40 p-4 text-center text-muted-foreground">
                No boats
              </p>
            ) : (
              <ol className="flex flex-col gap-3">
                {column.bookings.map((booking) => (
                  <BoardCard key={booking.id} booking={booking} lifts={lifts} />
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
