import { formatMarinaInstant } from '@/lib/marina-dates';
import { OFFLINE_NOTE_ID } from '@/lib/use-offline-copy';

/**
 * Above the owner's bookings while they come from the phone's offline copy
 * (docs/decisions/0028-installable-app.md): when they were read, in marina time like every time on
 * the page, and why the buttons are off.
 */
export function OfflineNotice({ copiedAt, timeZone }: { copiedAt: number; timeZone: string }) {
  const time = formatMarinaInstant(new Date(copiedAt).toISOString(), timeZone, 'EEE MMM d, h:mm a');
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-500/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-semibold">Offline: showing your bookings as of {time}</p>
      <p id={OFFLINE_NOTE_ID} className="mt-1">
        Cancelling, changing a date and leaving the waitlist need a connection. They come back when
        you are online.
      </p>
    </div>
  );
}
