import { useState } from 'react';
import type { Webhook } from '@shared/api/integrations';
import { ListMessage, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { DeliveryItem } from './delivery-item';

/** An endpoint's latest deliveries in a side panel (the whole screen on a phone). */
export function DeliveriesSheet({ webhook, timeZone }: { webhook: Webhook; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const deliveries = useWebhookDeliveries(webhook.id, open);

  let body;
  if (deliveries.isPending) body = <ListSkeleton rows={3} label="Loading deliveries" />;
  else if (deliveries.isError) {
    body = <ListMessage alert title="Error loading deliveries. Please try again." />;
  } else if (deliveries.data.length === 0) {
    body = <ListMessage title="No deliveries yet" hint="Each subscribed event is listed here." />;
  } else {
    body = (
      <ul aria-label="Deliveries, newest first" className="divide-y divide-border">
        {deliveries.data.map((delivery) => (
          <DeliveryItem
            key={delivery.id}
            webhookId={webhook.id}
            delivery={delivery}
            timeZone={timeZone}
          />
        ))}
      </ul>
    );
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="max-md:min-h-11"
          aria-label={`Deliveries for ${webhook.url}`}
        >
          Deliveries
        </Button>
      </SheetTrigger>
      <SheetContent
        title="Deliveries"
        description={<span className="break-all">{webhook.url}</span>}
      >
        {body}
      </SheetContent>
    </Sheet>
  );
}
