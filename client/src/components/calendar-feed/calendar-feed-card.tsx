import { useState, type ReactNode } from 'react';
import type { CreatedCalendarFeed } from '@shared/api/calendar-feeds';
import type { FeedScope } from '@shared/schemas/calendar-feeds';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import {
  useCalendarFeeds,
  useCreateCalendarFeed,
  useTurnOffCalendarFeed,
} from '@/lib/calendar-feeds';
import { useConfig } from '@/lib/config';
import { formatMarinaInstant } from '@/lib/marina-dates';
import { CalendarFeedLink } from './calendar-feed-link';

/**
 * A private calendar feed, on the profile page (scope 'owner') and the admin dashboard
 * ('yard'). The link is stored hashed, so it is shown once, right after Create or Reset;
 * `renderLink` lets the yard card add its service choice around it.
 */
export function CalendarFeedCard(props: {
  userId: number;
  scope: FeedScope;
  title: string;
  /** What subscribing gives, shown before a link exists. */
  intro: string;
  renderLink?: (created: CreatedCalendarFeed) => ReactNode;
}) {
  const { userId, scope } = props;
  const feeds = useCalendarFeeds(userId);
  const { data: config } = useConfig();
  const create = useCreateCalendarFeed(userId, scope);
  const turnOff = useTurnOffCalendarFeed(userId, scope);
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  const [confirm, setConfirm] = useState<'reset' | 'off' | null>(null);
  const feed = feeds.data?.[scope] ?? null;

  const makeLink = (reset: boolean) =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setCreated(made);
        setConfirm(null);
        toast({
          title: reset ? 'New link created' : 'Calendar link created',
          description: reset
            ? 'The old link no longer works. Subscribe again with the new one.'
            : 'Copy it into your calendar app to subscribe.',
        });
      },
      onError: (error) => {
        setConfirm(null);
        toast({
          title: 'Could not create the link',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  const stop = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setConfirm(null);
        toast({ title: 'Calendar feed turned off', description: 'The link no longer works.' });
      },
      onError: (error) => {
        setConfirm(null);
        toast({
          title: 'Could not turn the feed off',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });

  let body: ReactNode;
  if (feeds.isPending) {
    body = <Skeleton className="h-11 w-40" />;
  } else if (created) {
    body = props.renderLink?.(created) ?? (
      <CalendarFeedLink
        url={created.url}
        webcalUrl={created.webcalUrl}
        label="Your private link"
        privacy="This link is private: anyone who has it can see your bookings, so add it only to your own calendars."
      />
    );
  } else if (feed) {
    const since = config
      ? formatMarinaInstant(feed.createdAt, config.timeZone, 'MMMM d, yyyy')
      : null;
    body = (
      <p className="text-sm text-muted-foreground">
        Your feed is on{since ? ` (link created ${since})` : ''}. For your privacy the link is shown
        only when it is created; to subscribe on another device, reset it and use the new one.
      </p>
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">{props.intro}</p>
        <Button variant="primary" disabled={create.isPending} onClick={() => makeLink(false)}>
          {create.isPending ? 'Creating…' : 'Create link'}
        </Button>
      </div>
    );
  }

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h2 className="text-lg font-bold">{props.title}</h2>
      {feeds.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(feeds.error, 'Could not load your calendar feed.')}
        </p>
      ) : (
        body
      )}
      {(feed || created) && (
        <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row">
          <Button variant="outline" onClick={() => setConfirm('reset')}>
            Reset link
          </Button>
          <Button variant="outlineDestructive" onClick={() => setConfirm('off')}>
            Turn off
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Reset the calendar link?"
        description="The current link stops working at once: calendars subscribed with it stop updating. You get a new link to subscribe with."
        cancelLabel="Keep current link"
        actionLabel="Reset link"
        busy={create.isPending}
        busyLabel="Resetting…"
        onAction={() => makeLink(true)}
      />
      <ConfirmDialog
        open={confirm === 'off'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Turn off the calendar feed?"
        description="The link stops working and subscribed calendars stop updating. You can create a new link at any time."
        cancelLabel="Keep it on"
        actionLabel="Turn off"
        destructive
        busy={turnOff.isPending}
        busyLabel="Turning off…"
        onAction={stop}
      />
    </Card>
  );
}
