import { ListSkeleton, ListStates } from '@/components/list-states';
import { useConfig } from '@/lib/config';
import { useApiTokens } from '../api/get-api-tokens';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenList } from './api-token-list';
import { IntegrationCard } from './integration-card';

/** API tokens: another system acts as the admin who made the token (docs/integrations.md). */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const timeZone = useConfig().data?.timeZone ?? 'America/New_York';
  return (
    <IntegrationCard
      id="api-tokens-title"
      title="API tokens"
      hint="Let your accounting, your website or a tool such as Zapier use the booking API as you. A token cannot change roles or users, clear all bookings, or make tokens, webhooks, calendar feeds or notification subscriptions. Revoke a token the moment it is no longer needed."
    >
      <ListStates
        read={tokens}
        items={tokens.data}
        loading={<ListSkeleton rows={2} label="Loading API tokens" />}
        error="Error loading tokens. Please try again."
        empty={{ title: 'No tokens yet', hint: 'Create one below for each system that connects.' }}
      >
        {(items) => <ApiTokenList tokens={items} timeZone={timeZone} />}
      </ListStates>
      <ApiTokenForm />
    </IntegrationCard>
  );
}
