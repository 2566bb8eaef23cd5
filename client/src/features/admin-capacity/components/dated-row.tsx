import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatServiceDate } from '@/lib/marina-dates';

/**
 * One row of a dated list (closures, weather holds): the date and its state, a line of detail,
 * and the row's action. A list rather than a table at every width: the panel is half the page
 * on a desktop and the whole of a phone, and a row reads the same in both.
 */
export function DatedRow(props: {
  testId: string;
  date: string;
  badge: { text: string; tone: 'destructive' | 'neutral' };
  detail: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li
      data-testid={props.testId}
      className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{formatServiceDate(props.date, 'EEE, MMM d, yyyy')}</p>
          <Badge tone={props.badge.tone}>{props.badge.text}</Badge>
        </div>
        <p className="break-words text-sm text-muted-foreground">{props.detail}</p>
      </div>
      {props.action && <div className="shrink-0">{props.action}</div>}
    </li>
  );
}
