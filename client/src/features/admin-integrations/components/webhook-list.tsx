import type { Webhook } from '@shared/api/integrations';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';
import { DeleteWebhookButton } from './delete-webhook-button';
import { DeliveriesSheet } from './deliveries-sheet';
import { WebhookStatus } from './webhook-status';

function Events({ webhook }: { webhook: Webhook }) {
  return (
    <ul aria-label="Events" className="flex flex-wrap gap-1.5">
      {webhook.events.map((type) => (
        <li key={type}>
          <Badge className="font-mono font-medium">{type}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Actions({ webhook, timeZone }: { webhook: Webhook; timeZone: string }) {
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap">
      <DeliveriesSheet webhook={webhook} timeZone={timeZone} />
      <DeleteWebhookButton webhook={webhook} />
    </div>
  );
}

const head = 'px-3 py-2 text-left font-semibold';

/** The endpoints: a table on wide screens, a card each on a phone. */
export function WebhookList({ webhooks, timeZone }: { webhooks: Webhook[]; timeZone: string }) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) {
    return (
      <ul
        aria-label="Webhook endpoints"
        className="divide-y divide-border rounded-xl border border-border"
      >
        {webhooks.map((webhook) => (
          <li key={webhook.id} data-testid="webhook-row" className="flex flex-col gap-3 p-4">
            <p className="break-all font-semibold">{webhook.url}</p>
            <div>
              <WebhookStatus webhook={webhook} timeZone={timeZone} />
            </div>
            <Events webhook={webhook} />
            <Actions webhook={webhook} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Webhook endpoints</caption>
        <thead className="border-b border-border bg-muted/60 text-muted-foreground">
          <tr>
            {['URL', 'Events', 'Status', 'Actions'].map((column) => (
              // The address is what tells endpoints apart: it gets the most room.
              <th key={column} scope="col" className={cn(head, column === 'URL' && 'w-2/5')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {webhooks.map((webhook) => (
            <tr key={webhook.id} data-testid="webhook-row" className="align-top">
              <td className="break-all px-3 py-3 font-semibold">{webhook.url}</td>
              <td className="px-3 py-3">
                <Events webhook={webhook} />
              </td>
              <td className="px-3 py-3">
                <WebhookStatus webhook={webhook} timeZone={timeZone} />
              </td>
              <td className="w-px whitespace-nowrap px-3 py-3">
                <Actions webhook={webhook} timeZone={timeZone} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
