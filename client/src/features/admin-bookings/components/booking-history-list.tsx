import type { BookingHistoryEntry } from '@shared/api/booking-history';
import { formatMarinaInstant, formatServiceDate } from '@/lib/marina-dates';
import { useBookingHistory } from '../api/get-booking-history';
import { flagMessage, FLAG_NAMES } from './use-toggle-flag';

const ACTIONS: Record<string, string> = {
  'booking.create': 'Booked',
  'booking.delete': 'Deleted by the office',
  'booking.cancel': 'Cancelled by the owner',
  'booking.clear-all': 'Cancelled by Clear All Bookings',
  'booking.reschedule': 'Rescheduled',
};

/** 'Rescheduled from Jul 20, 2030 10:00 AM to Jul 22, 2030 3:00 PM'. */
function movedText(entry: BookingHistoryEntry): string {
  const at = (value: unknown) => {
    const { bookingDate, timeSlot } = (value ?? {}) as Record<string, unknown>;
    return typeof bookingDate === 'string' && typeof timeSlot === 'string'
      ? `${formatServiceDate(bookingDate, 'MMM d, yyyy')} ${timeSlot}`
      : null;
  };
  const from = at(entry.before);
  const to = at(entry.after);
  return from && to ? `Rescheduled from ${from} to ${to}` : 'Rescheduled';
}

/**
 * A flags entry says which flags changed, in the words of docs/product.md#states; a status or lift
 * change, what.
 */
function describe(entry: BookingHistoryEntry): string {
  // A status or lift change comes worded by the server, which knows the lift's name then.
  if (entry.summary) return entry.summary;
  if (entry.action === 'booking.reschedule') return movedText(entry);
  if (entry.action !== 'booking.flags') return ACTIONS[entry.action] ?? entry.action;
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const changes = FLAG_NAMES.filter((flag) => before[flag] !== after[flag]).map((flag) =>
    flagMessage(flag, after[flag] === true),
  );
  return changes.join('; ') || 'Flags saved unchanged';
}

export function BookingHistoryList({
  bookingId,
  timeZone,
}: {
  bookingId: number;
  timeZone: string;
}) {
  const { data, isPending, isError } = useBookingHistory(bookingId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading history...</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm">
        Error loading the history.
      </p>
    );
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-border pl-4" data-testid="booking-history">
      {data.map((entry) => (
        <li key={entry.id} className="text-sm">
          <p className="font-semibold">{describe(entry)}</p>
          <p className="text-muted-foreground">
            {entry.actor ? `${entry.actor.ownerName} (${entry.actor.email})` : 'A deleted account'}
            {' · '}
            <time dateTime={entry.createdAt}>
              {formatMarinaInstant(entry.createdAt, timeZone, 'MMM d, yyyy h:mm a')}
            </time>
          </p>
        </li>
      ))}
    </ol>
  );
}
