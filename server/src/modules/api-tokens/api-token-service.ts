import type { ApiTokenValues } from '@shared/schemas/api-tokens';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { findUserForUpdate } from '../users/user-repository';
import { API_TOKEN_MESSAGES as M, MAX_API_TOKENS_PER_ADMIN } from './api-token-messages';
import {
  countApiTokensOf,
  deleteApiToken,
  deleteApiTokensOf,
  insertApiToken,
  listApiTokensWithOwners,
  type ApiTokenRow,
  type ApiTokenWithOwner,
} from './api-token-repository';
import { newApiTokenSecret } from './api-token-secret';

/** What an audit row keeps of a token: never its secret or hash. */
const auditFacts = (row: ApiTokenRow) => ({
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  userId: row.userId,
});

/**
 * POST /api/tokens: a token acting as the admin who makes it. The secret leaves the server
 * in this answer only; the table keeps its hash.
 */
export async function createApiToken(
  ctx: AppContext,
  actor: Express.User,
  { name, scope }: ApiTokenValues,
): Promise<{ token: ApiTokenWithOwner; secret: string }> {
  const { secret, hash, prefix } = newApiTokenSecret();
  const token = await ctx.db.transaction(async (tx) => {
    // The admin's row, locked: a demotion (which ends their tokens) either waits for this
    // token and ends it too, or goes first and this finds no admin; and two creations count
    // in turn, so the cap holds.
    const admin = await findUserForUpdate(tx, actor.id);
    if (!admin?.isAdmin) throw forbidden(M.notAdmin);
    if ((await countApiTokensOf(tx, admin.id)) >= MAX_API_TOKENS_PER_ADMIN) {
      throw conflict('too_many_api_tokens', M.tooMany);
    }
    const row = await insertApiToken(tx, {
      userId: admin.id,
      name,
      scope,
      tokenHash: hash,
      prefix,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'api-token.create',
      targetId: row.id,
      after: auditFacts(row),
    });
    return { ...row, owner: { id: admin.id, ownerName: admin.ownerName, email: admin.email } };
  });
  return { token, secret };
}

export function listApiTokens(ctx: AppContext): Promise<ApiTokenWithOwner[]> {
  return listApiTokensWithOwners(ctx.db);
}

/** DELETE /api/tokens/{id}: any admin may revoke any token; the next request with it is 401. */
export async function revokeApiToken(
  ctx: AppContext,
  actor: Express.User,
  { id }: { id: number },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await deleteApiToken(tx, id);
    if (!row) throw notFound(M.notFound);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'api-token.revoke',
      targetId: id,
      before: auditFacts(row),
    });
  });
}

/**
 * Why a user's tokens all end at once: their admin role went (users module), they proved
 * their mailbox with a password reset, or the operator set their password with
 * `npm run admin`. Recovery ends them because a token may be what an intruder kept.
 */
export type ApiTokensEndedBy = 'user.role' | 'password-reset' | 'admin-command';

/**
 * Every token of the user goes, audited one by one, in the caller's transaction, so no moment
 * exists where the role or the old password is gone and a token of it still works; a later
 * promotion brings none back. `actorId` is null when no signed-in person did it (the
 * operator's command). Answers how many ended.
 */
export async function endApiTokensOf(
  tx: Executor,
  {
    actorId,
    userId,
    endedBy = 'user.role',
  }: { actorId: number | null; userId: number; endedBy?: ApiTokensEndedBy },
): Promise<number> {
  const rows = await deleteApiTokensOf(tx, userId);
  for (const row of rows) {
    await recordAudit(tx, {
      actorId,
      action: 'api-token.revoke',
      targetId: row.id,
      before: auditFacts(row),
      after: { endedBy },
    });
  }
  return rows.length;
}
