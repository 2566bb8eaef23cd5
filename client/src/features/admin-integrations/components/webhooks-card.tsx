import { ListSkeleton, ListStates } from '@/components/list-states';
import { useConfig } from '@/lib/config';
import { useWebhooks } from '../api/get-webhooks';
import { IntegrationCard } from './integration-card';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';

/**
 * Webhooks (docs/product.md#integrations): booking events sent, signed, to another system as they
 * happen.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const timeZone = useConfig().data?.timeZone ?? 'America/New_York';
  return (
    <IntegrationCard
      id="webhooks-title"
      title="Webhooks"
      hint="Send bookings as they are made, changed or cancelled to another system. Each request is signed, and a failed one is tried again for 24 hours."
    >
      <ListStates
        read={webhooks}
        items={webhooks.data}
        loading={<ListSkeleton rows={2} label="Loading webhook endpoints" />}
        error="Error loading endpoints. Please try again."
        empty={{
          title: 'No endpoints yet',
          hint: 'Add one below to hear of bookings as they change.',
        }}
      >
        {(items) => <WebhookList webhooks={items} timeZone={timeZone} />}
      </ListStates>
      <WebhookForm />
    </IntegrationCard>
  );
}
