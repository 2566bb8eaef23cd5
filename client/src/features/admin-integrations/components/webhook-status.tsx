import type { Webhook } from '@shared/api/webhooks';
import { Badge } from '@/components/ui/badge';
import { formatMarinaInstant } from '@/lib/marina-dates';

const WHEN = 'MMM d, h:mm a';

/** Whether an endpoint is answering: Active, failing since its first failure, or disabled. */
export function WebhookStatus({ webhook, timeZone }: { webhook: Webhook; timeZone: string }) {
  if (webhook.disabledAt) {
    return (
      <Badge tone="neutral" className="whitespace-nowrap">
        Disabled {formatMarinaInstant(webhook.disabledAt, timeZone, WHEN)}
      </Badge>
    );
  }
  if (webhook.failingSince) {
    return (
      <Badge tone="destructive" className="whitespace-nowrap">
        Failing since {formatMarinaInstant(webhook.failingSince, timeZone, WHEN)}
      </Badge>
    );
  }
  return <Badge tone="accent">Active</Badge>;
}
