import type { BookingStatus } from '../booking-status';
import { cn } from '@/lib/cn';
import { formatMarinaInstant } from '@/lib/marina-dates';

/** The words for a booking that is no longer upcoming; the colour only repeats them. */
export function statusText(status: BookingStatus, timeZone: string): string {
  switch (status.kind) {
    case 'completed':
      return 'Completed';
    case 'past':
      return 'Past';
    case 'cancelled': {
      const on = formatMarinaInstant(status.at, timeZone, 'MMMM d, yyyy');
      return status.by === 'owner'
        ? `Cancelled by you on ${on}`
        : `Cancelled by the office on ${on}`;
    }
    case 'upcoming':
      return 'Upcoming';
  }
}

const tones: Record<BookingStatus['kind'], string> = {
  upcoming: 'border-border text-foreground',
  completed:
    'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  past: 'border-border bg-muted text-foreground',
  cancelled: 'border-destructive/40 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
};

const marks: Record<BookingStatus['kind'], string> = {
  upcoming: '•',
  completed: '✓',
  past: '•',
  cancelled: '✕',
};

export function StatusLine({ status, timeZone }: { status: BookingStatus; timeZone: string }) {
  return (
    <p
      className={cn(
        'mt-auto flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold',
        tones[status.kind],
      )}
      data-testid="booking-status"
    >
      <span aria-hidden="true">{marks[status.kind]}</span>
      <span>{statusText(status, timeZone)}</span>
    </p>
  );
}
