import type { Webhook } from '@shared/api/webhooks';
import { ListTable } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
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

// The address is what tells endpoints apart: it gets the most room.
const COLUMNS = [{ label: 'URL', className: 'w-2/5' }, 'Events', 'Status', 'Actions'];

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
      <ListTable caption="Webhook endpoints" columns={COLUMNS}>
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
      </ListTable>
    </div>
  );
}
