import type { LiveState } from '@/lib/use-live-events';
import { cn } from '@/lib/cn';

const TEXT: Record<LiveState, string> = {
  connecting: 'Connecting…',
  connected: 'Live',
  reconnecting: 'Reconnecting…',
};

/** Whether the board is hearing the yard: a quiet 'Live', or that it is getting back in touch. */
export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <p
      role="status"
      data-testid="live-indicator"
      data-state={state}
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold',
        state === 'reconnecting'
          ? 'border-amber-600 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100'
          : 'border-border text-muted-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2.5 rounded-full',
          state === 'connected'
            ? 'bg-green-600 dark:bg-green-400'
            : 'bg-amber-600 dark:bg-amber-400',
        )}
      />
      {TEXT[state]}
    </p>
  );
}
