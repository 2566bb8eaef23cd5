import { ApiTokensCard } from './api-tokens-card';
import { WebhooksCard } from './webhooks-card';

/**
 * Integrations (docs/product.md#integrations): API tokens for other systems, and webhooks that tell
 * them of changes.
 */
export default function IntegrationsTab() {
  return (
    <div className="flex flex-col gap-4">
      <ApiTokensCard />
      <WebhooksCard />
    </div>
  );
}
