import { needsNewDateText } from '@shared/messages/weather-holds';
import { Badge } from '@/components/ui/badge';
import { StormIcon } from '@/components/storm-icon';

/**
 * A booking whose deadline is closed (an office closure or a weather hold): its owner must
 * choose another date. The owner's card says so in a line, with the office's reason; the
 * office's lists in a badge.
 */
export function NeedsNewDateNotice({ reason }: { reason: string | null }) {
  return (
    <p
      className="flex items-center gap-2 rounded-lg border border-destructive/50 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900 dark:bg-red-950 dark:text-red-100"
      data-testid="needs-new-date"
    >
      <StormIcon />
      <span>{needsNewDateText(reason)}</span>
    </p>
  );
}

export function NeedsNewDateBadge() {
  return (
    <Badge tone="destructive" data-testid="needs-new-date">
      Needs new date
    </Badge>
  );
}
