import type { Ref } from 'react';
import type { AdminBooking } from '@shared/api/booking-views';
import { cn } from '@/lib/cn';

/** The confirmation code badge, which is also the keyboard's way into the booking panel. */
export function CodeButton(props: {
  booking: AdminBooking;
  onOpen: (b: AdminBooking) => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}) {
  const code = props.booking.confirmationCode;
  return (
    <button
      ref={props.ref}
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        props.onOpen(props.booking);
      }}
      aria-label={`${code} details`}
      className={cn(
        'inline-flex min-h-9 items-center rounded-full bg-muted px-2.5 font-mono text-sm font-bold tracking-wide hover:bg-accent-soft',
        props.className,
      )}
    >
      {code}
    </button>
  );
}
