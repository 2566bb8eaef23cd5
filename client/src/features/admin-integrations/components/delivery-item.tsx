import type { WebhookDelivery } from '@shared/api/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatMarinaInstant } from '@/lib/marina-dates';
import { mutateWithToasts } from '@/lib/mutate-with-toasts';
import { useRetryWebhookDelivery } from '../api/retry-webhook-delivery';

const WHEN = 'MMM d, h:mm:ss a';

const STATUS = {
  delivered: { label: 'Delivered', tone: 'accent' },
  failed: { label: 'Failed', tone: 'destructive' },
  pending: { label: 'Pending', tone: 'neutral' },
} as const;

type Attempt = WebhookDelivery['attempts'][number];

/** What the endpoint answered: its status code, or why none came. */
function outcome(attempt: Attempt): string {
  if (attempt.statusCode !== null) return `HTTP ${attempt.statusCode}`;
  return attempt.error ?? 'No answer';
}

/** One event sent to the endpoint: its attempts, oldest first, and Retry. */
export function DeliveryItem(props: {
  webhookId: number;
  delivery: WebhookDelivery;
  timeZone: string;
}) {
  const { delivery, timeZone } = props;
  const retry = useRetryWebhookDelivery();
  const status = STATUS[delivery.status];
  const shortId = delivery.eventId.slice(0, 8);
  const at = (instant: string) => formatMarinaInstant(instant, timeZone, WHEN);

  const send = () =>
    mutateWithToasts(
      retry,
      { webhookId: props.webhookId, deliveryId: delivery.id },
      {
        success: () => ({ title: 'Sent again', description: `${delivery.eventType} ${shortId}…` }),
        failure: { title: 'Could not send it again', fallback: 'Please try again.' },
      },
    );

  return (
    <li data-testid="delivery" className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{delivery.eventType}</p>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        Event{' '}
        <code className="font-mono text-foreground" title={delivery.eventId}>
          {shortId}…
        </code>{' '}
        · <time dateTime={delivery.createdAt}>{at(delivery.createdAt)}</time>
        {delivery.status === 'pending' && delivery.nextAttemptAt && (
          <> · next try {at(delivery.nextAttemptAt)}</>
        )}
      </p>
      {delivery.attempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not sent yet</p>
      ) : (
        <ol aria-label={`Attempts for ${shortId}`} className="flex flex-col gap-1 text-sm">
          {delivery.attempts.map((attempt, index) => (
            <li
              key={attempt.attemptedAt + String(index)}
              data-testid="attempt"
              className="flex flex-wrap gap-x-2 rounded-md bg-muted px-2 py-1"
            >
              <span className="break-all font-medium">{outcome(attempt)}</span>
              <span className="text-muted-foreground">
                <time dateTime={attempt.attemptedAt}>{at(attempt.attemptedAt)}</time> ·{' '}
                {attempt.durationMs} ms
              </span>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        className="max-md:min-h-11 sm:self-start"
        disabled={retry.isPending}
        aria-label={`Retry ${delivery.eventType} ${shortId}`}
        onClick={send}
      >
        {retry.isPending ? 'Sending…' : 'Retry'}
      </Button>
    </li>
  );
}
