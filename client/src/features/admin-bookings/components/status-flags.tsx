import { useId } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { cn } from '@/lib/cn';
import { FLAG_LABELS, FLAG_NAMES, useToggleFlag } from './use-toggle-flag';

const LOOKS = {
  // The table's: three short lines, a box and a name each, so the row stays low.
  list: {
    group: 'flex flex-col items-start gap-0.5',
    toggle: (on: boolean) =>
      cn(
        'min-h-5 gap-1.5 rounded text-xs',
        on ? 'text-foreground' : 'text-muted-foreground hover:text-foreground',
      ),
    box: (on: boolean) =>
      cn(
        'h-3.5 w-3.5 text-[0.6rem]',
        on ? 'border-accent bg-accent text-accent-foreground' : 'border-input bg-card',
      ),
  },
  // Cards' and the panel's: pills a thumb can hit, filled when on.
  touch: {
    group: 'flex flex-wrap gap-1',
    toggle: (on: boolean) =>
      cn(
        'min-h-11 gap-1 rounded-full border px-3 text-sm',
        on
          ? 'border-accent bg-accent text-accent-foreground'
          : 'border-input bg-card text-muted-foreground hover:bg-muted',
      ),
    box: () => 'h-4 w-4 border-current text-[0.65rem]',
  },
};

/**
 * The One-Way, Both Ways and Completed flags (docs/product.md#states) as one group of toggles, each
 * a checkbox to assistive technology. Clicks stay here: a toggle is not a click on the row behind
 * it. `locked` shows them read-only with that reason, for a role that may not set them
 * (docs/product.md#staff-roles).
 */
export function StatusFlags({
  booking,
  touch,
  locked,
}: {
  booking: AdminBooking;
  touch?: boolean;
  locked?: string;
}) {
  const toggle = useToggleFlag();
  const look = LOOKS[touch ? 'touch' : 'list'];
  const reasonId = useId();
  return (
    <div
      role="group"
      aria-label="Status"
      aria-describedby={locked ? reasonId : undefined}
      className={look.group}
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
            disabled={Boolean(locked)}
            onClick={() => toggle(booking, flag, !on)}
            className={cn(
              'inline-flex items-center whitespace-nowrap font-semibold transition disabled:cursor-not-allowed disabled:opacity-70',
              look.toggle(on),
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex shrink-0 items-center justify-center rounded-sm border-[1.5px] leading-none',
                look.box(on),
              )}
            >
              {on ? '✓' : ''}
            </span>
            {FLAG_LABELS[flag]}
          </button>
        );
      })}
      {locked && (
        <p id={reasonId} className="w-full text-sm text-muted-foreground">
          {locked}
        </p>
      )}
    </div>
  );
}
