import { useState } from 'react';
import type { Webhook } from '@shared/api/webhooks';
import { ListSkeleton, ListStates } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { DeliveryItem } from './delivery-item';

/** Mounted only while the panel is open, so each opening reads the deliveries anew. */
function DeliveriesList({ webhook, timeZone }: { webhook: Webhook; timeZone: string }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  return (
    <ListStates
      read={deliveries}
      items={deliveries.data}
      loading={<ListSkeleton rows={3} label="Loading deliveries" />}
      error="Error loading deliveries. Please try again."
      empty={{ title: 'No deliveries yet', hint: 'Each subscribed event is listed here.' }}
    >
      {(items) => (
        <ul aria-label="Deliveries, newest first" className="divide-y divide-border">
          {items.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              webhookId={webhook.id}
              delivery={delivery}
              timeZone={timeZone}
            />
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** An endpoint's latest deliveries in a side panel (the whole screen on a phone). */
export function DeliveriesSheet({ webhook, timeZone }: { webhook: Webhook; timeZone: string }) {
  // Controlled, so an Escape meant for a toast over the panel closes the panel (ui/dialog.tsx).
  const [open, setOpen] = useState(false);
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
        <DeliveriesList webhook={webhook} timeZone={timeZone} />
      </SheetContent>
    </Sheet>
  );
}
