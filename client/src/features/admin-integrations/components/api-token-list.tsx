import type { ApiToken } from '@shared/api/api-tokens';
import { ListTable } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
import { formatMarinaInstant } from '@/lib/marina-dates';
import { useMediaQuery } from '@/lib/use-media-query';
import { useNow } from '@/lib/use-now';
import { relativeTime, SCOPE_LABELS } from '../integration-texts';
import { RevokeTokenButton } from './revoke-token-button';

const DAY = 'MMM d, yyyy';
const WHEN = 'MMM d, yyyy h:mm a';

function ScopeBadge({ token }: { token: ApiToken }) {
  return (
    <Badge tone={token.scope === 'write' ? 'blue' : 'neutral'} className="whitespace-nowrap">
      {SCOPE_LABELS[token.scope]}
    </Badge>
  );
}

/** The secret's first characters, enough to tell two tokens apart; never the rest. */
function Prefix({ token }: { token: ApiToken }) {
  const shown = token.prefix.endsWith('…') ? token.prefix : `${token.prefix}…`;
  return (
    <code className="font-mono text-sm" aria-label={`Starts with ${token.prefix}`}>
      {shown}
    </code>
  );
}

function Created({ token, timeZone }: { token: ApiToken; timeZone: string }) {
  return (
    <span>
      Created by {token.owner.ownerName} on{' '}
      <time dateTime={token.createdAt} title={formatMarinaInstant(token.createdAt, timeZone, WHEN)}>
        {formatMarinaInstant(token.createdAt, timeZone, DAY)}
      </time>
    </span>
  );
}

function LastUsed({ token, timeZone }: { token: ApiToken; timeZone: string }) {
  const now = useNow(60_000);
  if (!token.lastUsedAt) return <span>Never used</span>;
  return (
    <span>
      Last used{' '}
      <time
        dateTime={token.lastUsedAt}
        title={formatMarinaInstant(token.lastUsedAt, timeZone, WHEN)}
      >
        {relativeTime(token.lastUsedAt, now)}
      </time>
    </span>
  );
}

/** Every admin's tokens: a table on wide screens, a card each on a phone. */
export function ApiTokenList({ tokens, timeZone }: { tokens: ApiToken[]; timeZone: string }) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) {
    return (
      <ul
        aria-label="API tokens"
        className="divide-y divide-border rounded-xl border border-border"
      >
        {tokens.map((token) => (
          <li key={token.id} data-testid="token-row" className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 break-words font-semibold">{token.name}</p>
              <ScopeBadge token={token} />
            </div>
            <Prefix token={token} />
            <p className="text-sm text-muted-foreground">
              <Created token={token} timeZone={timeZone} />
              <br />
              <LastUsed token={token} timeZone={timeZone} />
            </p>
            <div>
              <RevokeTokenButton token={token} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <ListTable
        caption="API tokens"
        columns={['Name', 'Scope', 'Token', 'Created and used', 'Actions']}
      >
        {tokens.map((token) => (
          <tr key={token.id} data-testid="token-row" className="align-top">
            <td className="break-words px-3 py-3 font-semibold">{token.name}</td>
            <td className="px-3 py-3">
              <ScopeBadge token={token} />
            </td>
            <td className="px-3 py-3">
              <Prefix token={token} />
            </td>
            <td className="px-3 py-3 text-muted-foreground">
              <Created token={token} timeZone={timeZone} />
              <br />
              <LastUsed token={token} timeZone={timeZone} />
            </td>
            <td className="w-px px-3 py-3">
              <RevokeTokenButton token={token} />
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
