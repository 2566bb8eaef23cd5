import { WEATHER_HOLD_MESSAGES } from '@shared/messages/weather-holds';
import type { HoldDeadline, WeatherHoldMove } from '@shared/api/weather-holds';
import { formatServiceDate } from '@/lib/marina-dates';

/** 'Tue, Dec 1 · 10:00 AM' on a line, or the date over the deadline on a phone. */
function When({ deadline }: { deadline: HoldDeadline }) {
  return (
    <>
      <span className="block whitespace-nowrap sm:inline">
        {formatServiceDate(deadline.bookingDate, 'EEE, MMM d')}
      </span>
      <span className="hidden sm:inline"> · </span>
      <span className="block whitespace-nowrap sm:inline">{deadline.timeSlot}</span>
    </>
  );
}

/** A hold's moves: owner, code, from and to; a booking with no place says its owner is asked. */
export function HoldMovesTable(props: { moves: readonly WeatherHoldMove[]; caption: string }) {
  return (
    <div className="max-h-72 overflow-auto rounded-lg border border-border">
      <table className="w-full border-collapse text-left text-sm" data-testid="hold-moves">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-semibold">
              Owner
            </th>
            <th scope="col" className="px-2 py-1.5 font-semibold">
              Code
            </th>
            <th scope="col" className="hidden px-2 py-1.5 font-semibold sm:table-cell">
              From
            </th>
            <th scope="col" className="px-2 py-1.5 font-semibold">
              To
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {props.moves.map((move) => (
            <tr key={move.bookingId} data-testid="hold-move">
              <td className="max-w-32 truncate px-2 py-1.5" title={move.ownerName}>
                {move.ownerName}
              </td>
              <td className="px-2 py-1.5 font-mono text-xs">{move.confirmationCode}</td>
              <td className="hidden px-2 py-1.5 sm:table-cell">
                <When deadline={move.from} />
              </td>
              <td className="px-2 py-1.5">
                {move.to ? (
                  <When deadline={move.to} />
                ) : (
                  <span className="font-semibold text-destructive dark:text-red-300">
                    {WEATHER_HOLD_MESSAGES.noPlace}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
