import { CopyField } from '@/components/copy-field';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The link just made: read-only, with Copy and a webcal:// link that opens a calendar app. */
export function CalendarFeedLink(props: {
  url: string;
  webcalUrl: string;
  label: string;
  /** Who may see what the link shows, the first sentence of the privacy note. */
  privacy: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <CopyField
        label={props.label}
        value={props.url}
        copied={{ title: 'Link copied', description: 'Paste it into your calendar app.' }}
        selectedWhat="The link"
      />
      <a href={props.webcalUrl} className={cn(buttonClasses('outline'), 'sm:self-start')}>
        Open in calendar app
      </a>
      <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
        {props.privacy} It is shown only now; if you lose it, reset the link to get a new one.
      </p>
    </div>
  );
}
