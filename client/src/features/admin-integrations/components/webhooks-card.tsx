import { ListMessage, ListSkeleton } from '@/components/list-states';
import { useConfig } from '@/lib/config';
import { useWebhooks } from '../api/get-webhooks';
import { IntegrationCard } from './integration-card';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';

/** Issue 29's webhooks: booking events sent, signed, to another system as they happen. */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const timeZone = useConfig().data?.timeZone ?? 'America/New_York';
  let list;
  if (webhooks.isPending) list = <ListSkeleton rows={2} label="Loading webhook endpoints" />;
  else if (webhooks.isError) {
    list = <ListMessage alert title="Error loading endpoints. Please try again." />;
  } else if (webhooks.data.length === 0) {
    list = (
      <ListMessage
        title="No endpoints yet"
        hint="Add one below to hear of bookings as they change."
      />
    );
  } else list = <WebhookList webhooks={webhooks.data} timeZone={timeZone} />;

  return (
    <IntegrationCard
      id="webhooks-title"
      title="Webhooks"
      hint="Send bookings as they are made, changed or cancelled to another system. Each request is signed, and a failed one is tried again for 24 hours."
    >
      {list}
      <WebhookForm />
    </IntegrationCard>
  );
}
