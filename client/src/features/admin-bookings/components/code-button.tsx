import type { AdminBooking } from '@shared/api-types';

/** The confirmation code badge, which is also the keyboard's way into the booking panel. */
export function CodeButton(props: { booking: AdminBooking; onOpen: (b: AdminBooking) => void }) {
  const code = props.booking.confirmationCode;
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        props.onOpen(props.booking);
      }}
      aria-label={`${code} details`}
      className="inline-flex min-h-9 items-center rounded-full bg-muted px-3 font-mono text-sm font-bold tracking-wider hover:bg-accent-soft"
    >
      {code}
    </button>
  );
}
