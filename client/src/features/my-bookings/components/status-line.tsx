import type { BookingStatus } from '../booking-status';
import { cn } from '@/lib/cn';
import { formatMarinaInstant } from '@/lib/marina-dates';

/** The words for a booking that is no longer upcoming; the colour only repeats them. */
export function statusText(status: BookingStatus, timeZone: string): string {
  switch (status.kind) {
    case 'in_progress':
      return 'In progress';
    case 'completed':
      return 'Done';
    case 'missed':
      return 'Missed';
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
  in_progress:
    'border-amber-600/50 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  missed: 'border-destructive/40 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  completed:
    'border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  past: 'border-border bg-muted text-foreground',
  cancelled: 'border-destructive/40 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
};

const marks: Record<BookingStatus['kind'], string> = {
  upcoming: '•',
  in_progress: '◐',
  completed: '✓',
  missed: '✕',
  past: '•',
  cancelled: '✕',
};

/** What the owner should do about it, where there is something to do. */
const NEXT_STEP: Partial<Record<BookingStatus['kind'], string>> = {
  in_progress: 'The crew is working on your boat now.',
  missed:
    'We could not go ahead without you or your boat. Please call the office to arrange a new time.',
};

export function StatusLine({ status, timeZone }: { status: BookingStatus; timeZone: string }) {
  const nextStep = NEXT_STEP[status.kind];
  return (
    <div
      className={cn('mt-auto rounded-lg border px-3 py-2 text-sm', tones[status.kind])}
      data-testid="booking-status"
    >
      <p className="flex items-center gap-2 font-semibold">
        <span aria-hidden="true">{marks[status.kind]}</span>
        <span>{statusText(status, timeZone)}</span>
      </p>
      {nextStep && <p className="mt-1">{nextStep}</p>}
    </div>
  );
}
