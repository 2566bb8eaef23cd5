import type { AdminBooking } from '@shared/api-types';
import { cn } from '@/lib/cn';
import { FLAG_LABELS, FLAG_NAMES, useToggleFlag } from './use-toggle-flag';

/**
 * SPEC's One-Way, Both Ways and Completed flags as one compact group of toggles: each is a
 * checkbox to assistive technology, ticked and filled when on. `touch` makes them 44 px high.
 */
export function StatusFlags({ booking, touch }: { booking: AdminBooking; touch?: boolean }) {
  const toggle = useToggleFlag();
  return (
    <div
      role="group"
      aria-label="Status"
      className="flex flex-wrap gap-1"
      // A toggle is not a click on the row that opens the panel.
      onClick={(event) => event.stopPropagation()}
    >
      {FLAG_NAMES.map((flag) => {
        const on = booking[flag];
        return (
          <button
            key={flag}
            type="button"
            role="checkbox"
            aria-checked={on}
            onClick={() => toggle(booking, flag, !on)}
            className={cn(
              'inline-flex items-center gap-1 whitespace-nowrap rounded-full border font-semibold transition',
              touch ? 'min-h-11 px-3 text-sm' : 'min-h-7 px-2 text-xs',
              on
                ? 'border-accent bg-accent text-accent-foreground'
                : 'border-input bg-card text-muted-foreground hover:bg-muted',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex h-3.5 w-3.5 shrink-0 items-center justify-center rounded-sm border-[1.5px] border-current text-[0.65rem] leading-none',
                touch && 'h-4 w-4',
              )}
            >
              {on ? '✓' : ''}
            </span>
            {FLAG_LABELS[flag]}
          </button>
        );
      })}
    </div>
  );
}
