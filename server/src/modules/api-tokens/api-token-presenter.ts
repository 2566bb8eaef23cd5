import type { ApiToken } from '@shared/api/api-tokens';
import type { ApiTokenWithOwner } from './api-token-repository';

/** A token as the Integrations tab lists it: never its secret or hash. */
export function presentApiToken(row: ApiTokenWithOwner): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    owner: { id: row.owner.id, ownerName: row.owner.ownerName, email: row.owner.email },
  };
}
