import { SERVICE_STATUS_LABELS, type ServiceStatus } from '@shared/constants';
import { cn } from '@/lib/cn';

/**
 * Tinted fills with dark text (light) or pale text (dark): each pair clears 4.5:1, and the word
 * plus its mark say the status, so no one needs to tell the colours apart.
 */
const tones: Record<ServiceStatus, string> = {
  scheduled: 'border-border bg-muted text-foreground',
  in_progress:
    'border-amber-600 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
  done: 'border-emerald-700 bg-emerald-100 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100',
  no_show:
    'border-red-700 bg-red-100 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
};

/** A mark per status: an empty ring, a half-filled one, a tick, a cross. */
function StatusMark({ status }: { status: ServiceStatus }) {
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 12 12',
    className: 'size-3 shrink-0',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
  } as const;
  switch (status) {
    case 'scheduled':
      return (
        <svg {...common}>
          <circle cx="6" cy="6" r="4.5" />
        </svg>
      );
    case 'in_progress':
      return (
        <svg {...common}>
          <circle cx="6" cy="6" r="4.5" />
          <path d="M6 1.5a4.5 4.5 0 0 1 0 9z" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'done':
      return (
        <svg {...common}>
          <path d="M2 6.5 5 9.5 10 3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'no_show':
      return (
        <svg {...common}>
          <path d="M3 3l6 6M9 3 3 9" strokeLinecap="round" />
        </svg>
      );
  }
}

/**
 * Where a booking's service stands (docs/product.md#service-status): Scheduled, In progress, Done
 * or Missed.
 */
export function ServiceStatusBadge({
  status,
  className,
}: {
  status: ServiceStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold',
        tones[status],
        className,
      )}
    >
      <StatusMark status={status} />
      {SERVICE_STATUS_LABELS[status]}
    </span>
  );
}
