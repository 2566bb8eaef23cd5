import type { ServiceStatus } from '@shared/constants';
import { allowedNextStatuses } from '@/lib/service-status';
import { cn } from '@/lib/cn';

interface StatusAction {
  label: string;
  /** What the button reads while the server has it. */
  busy: string;
  to: ServiceStatus;
  from: readonly ServiceStatus[];
  tone: string;
}

/**
 * The crew's taps, in the order a day goes: Start and No-show for a boat still waiting, Done
 * for one in the slings, Undo for anything that moved on (a mis-tap).
 */
const ACTIONS: readonly StatusAction[] = [
  {
    label: 'Start',
    busy: 'Starting…',
    to: 'in_progress',
    from: ['scheduled'],
    tone: 'bg-primary text-primary-foreground border-primary',
  },
  {
    label: 'Done',
    busy: 'Saving…',
    to: 'done',
    from: ['in_progress'],
    tone: 'bg-green-700 text-white border-green-800 dark:border-green-300',
  },
  {
    label: 'No-show',
    busy: 'Saving…',
    to: 'no_show',
    from: ['scheduled'],
    tone: 'bg-card text-foreground border-foreground/70',
  },
  {
    label: 'Undo',
    busy: 'Undoing…',
    to: 'scheduled',
    from: ['in_progress', 'done', 'no_show'],
    tone: 'bg-card text-foreground border-foreground/70',
  },
];

export function StatusButtons({
  status,
  pending,
  describedBy,
  onChoose,
}: {
  status: ServiceStatus;
  /** The status being sent, while a tap waits for the server. */
  pending: ServiceStatus | undefined;
  describedBy: string;
  onChoose: (to: ServiceStatus, label: string) => void;
}) {
  const allowed = allowedNextStatuses(status);
  const actions = ACTIONS.filter((a) => a.from.includes(status) && allowed.includes(a.to));
  return (
    // Side by side when the card has room, one above the other in a narrow column.
    <div className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2">
      {actions.map((action) => (
        <button
          key={action.to}
          type="button"
          aria-describedby={describedBy}
          disabled={pending !== undefined}
          onClick={() => onChoose(action.to, action.label)}
          className={cn(
            'min-h-14 whitespace-nowrap rounded-xl border-2 px-2 text-lg font-extrabold transition hover:opacity-90',
            'disabled:cursor-wait disabled:opacity-60',
            action.tone,
          )}
        >
          {pending === action.to ? action.busy : action.label}
        </button>
      ))}
    </div>
  );
}
