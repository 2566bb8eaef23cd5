import { ListMessage, ListSkeleton } from '@/components/list-states';
import { useConfig } from '@/lib/config';
import { useApiTokens } from '../api/get-api-tokens';
import { ApiTokenForm } from './api-token-form';
import { ApiTokenList } from './api-token-list';
import { IntegrationCard } from './integration-card';

/** Issue 29's API tokens: another system acts as the admin who made the token. */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const timeZone = useConfig().data?.timeZone ?? 'America/New_York';
  let list;
  if (tokens.isPending) list = <ListSkeleton rows={2} label="Loading API tokens" />;
  else if (tokens.isError)
    list = <ListMessage alert title="Error loading tokens. Please try again." />;
  else if (tokens.data.length === 0) {
    list = (
      <ListMessage title="No tokens yet" hint="Create one below for each system that connects." />
    );
  } else list = <ApiTokenList tokens={tokens.data} timeZone={timeZone} />;

  return (
    <IntegrationCard
      id="api-tokens-title"
      title="API tokens"
      hint="Let your accounting, your website or a tool such as Zapier use the booking API as you. Revoke a token the moment it is no longer needed."
    >
      {list}
      <ApiTokenForm />
    </IntegrationCard>
  );
}
