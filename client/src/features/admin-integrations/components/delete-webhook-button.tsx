import type { Webhook } from '@shared/api/webhooks';
import { DeleteButton } from '@/components/delete-button';
import { toast } from '@/components/ui/use-toast';
import { useDeleteWebhook } from '../api/delete-webhook';

/** Delete, after a confirm: nothing more is sent to the endpoint, and its deliveries go. */
export function DeleteWebhookButton({ webhook }: { webhook: Webhook }) {
  const remove = useDeleteWebhook();
  return (
    <DeleteButton
      label="Delete"
      ariaLabel={`Delete ${webhook.url}`}
      title="Delete this endpoint?"
      description={`Nothing more is sent to ${webhook.url}, and its deliveries are deleted.`}
      cancelLabel="Keep Endpoint"
      actionLabel="Delete Endpoint"
      busyLabel="Deleting…"
      failure="Could not delete the endpoint"
      remove={() => remove.mutateAsync(webhook.id)}
      busy={remove.isPending}
      onDeleted={() => toast({ title: 'Endpoint deleted', description: webhook.url })}
      focusAfter={() => document.getElementById('webhook-url')}
    />
  );
}
