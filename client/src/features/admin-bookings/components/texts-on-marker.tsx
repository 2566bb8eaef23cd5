import type { AdminBooking } from '@shared/api/booking-views';
import { cn } from '@/lib/cn';

/** What the marker's title and screen readers say. */
export const TEXTS_ON_LABEL = 'The owner gets text messages about this booking';

/**
 * Beside the owner's phone: the owner gets texts about this booking
 * (docs/product.md#text-messages), so the office knows a change it makes reaches them by text as
 * well as by mail. Nothing when they do not.
 */
export function TextsOnMarker({
  booking,
  large,
}: {
  booking: Pick<AdminBooking, 'ownerTexts'>;
  /** The crew's sheet, read at arm's length. */
  large?: boolean;
}) {
  if (!booking.ownerTexts) return null;
  return (
    <span
      data-testid="texts-on"
      title={TEXTS_ON_LABEL}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border font-bold whitespace-nowrap',
        large
          ? 'border-2 border-foreground px-2.5 py-0.5 text-sm'
          : 'border-accent bg-accent-soft px-2 py-0.5 text-xs text-foreground',
      )}
    >
      <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
        <path
          d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">Texts on</span>
      <span className="sr-only">{TEXTS_ON_LABEL}</span>
    </span>
  );
}
