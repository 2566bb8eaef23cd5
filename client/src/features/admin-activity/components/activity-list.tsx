import { ACTIVITY_KIND_LABELS } from '@shared/schemas/activity';
import type { ActivityEntry } from '@shared/api/activity';
import { ListTable } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
import { formatMarinaInstant } from '@/lib/marina-dates';

const WHEN = 'MMM d, yyyy h:mm a';
const COLUMNS = [
  { label: 'When', className: 'w-48' },
  { label: 'Kind', className: 'w-44' },
  'Change',
];

function When({ entry, timeZone }: { entry: ActivityEntry; timeZone: string }) {
  return (
    <time dateTime={entry.createdAt}>{formatMarinaInstant(entry.createdAt, timeZone, WHEN)}</time>
  );
}

function KindBadge({ entry }: { entry: ActivityEntry }) {
  return <Badge tone="neutral">{entry.kind ? ACTIVITY_KIND_LABELS[entry.kind] : 'Other'}</Badge>;
}

/** Wide screens: When, Kind and the change in words. */
export function ActivityTable(props: { entries: ActivityEntry[]; timeZone: string }) {
  return (
    <ListTable caption="Activity, newest first" columns={COLUMNS}>
      {props.entries.map((entry) => (
        <tr key={entry.id} data-testid="activity-entry">
          <td className="whitespace-nowrap px-3 py-2 align-top text-muted-foreground">
            <When entry={entry} timeZone={props.timeZone} />
          </td>
          <td className="px-3 py-2 align-top">
            <KindBadge entry={entry} />
          </td>
          <td className="break-words px-3 py-2 align-top">{entry.summary}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** A phone: one card per change, the words first. */
export function ActivityCards(props: { entries: ActivityEntry[]; timeZone: string }) {
  return (
    <ol className="divide-y divide-border" aria-label="Activity, newest first">
      {props.entries.map((entry) => (
        <li key={entry.id} data-testid="activity-entry" className="flex flex-col gap-1.5 p-4">
          <p className="break-words">{entry.summary}</p>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <KindBadge entry={entry} />
            <When entry={entry} timeZone={props.timeZone} />
          </div>
        </li>
      ))}
    </ol>
  );
}
