import type { RequestHandler } from 'express';
import type { AppContext } from '../../lib/context';
import { forbidden, unauthorized } from '../../lib/errors';
import { READ_ONLY_TOKEN_MESSAGE } from '../../middleware/csrf';
import { presentUser } from '../users/user-presenter';
import { API_TOKEN_MESSAGES as M } from './api-token-messages';
import { findApiTokenByHash, markApiTokenUsed } from './api-token-repository';
import { bearerSecretOf, hashApiTokenSecret } from './api-token-secret';

const READ_METHODS = new Set(['GET', 'HEAD']);
const LAST_USED_PRECISION_MS = 60_000;

/**
 * Routes that only make sense for a browser's session: signing in or out writes one, and the
 * live stream checks its session at every heartbeat (live-events/stream-access.ts), so a token
 * would keep a stream open after its revocation.
 */
const BROWSER_ONLY = new Set(['/api/login', '/api/logout', '/api/register', '/api/events']);

/**
 * `Authorization: Bearer <secret>` on /api (docs/product.md#integrations): the request acts as
 * the token's admin, req.user set as passport's deserializer sets it. Any Authorization header is a
 * claim to be a token: malformed, unknown, revoked or no longer an admin's, it is 401 and never
 * falls back to the cookie. Mounted before the CSRF guard and the session (app.ts), which read
 * req.apiToken: no session is read or written for such a request.
 *
 * Returns the chain: authenticate, the per-token rate limit, then what the token may call.
 */
export function apiTokenAuthentication(ctx: AppContext, limit: RequestHandler): RequestHandler[] {
  const authenticate: RequestHandler = async (req, _res, next) => {
    const header = req.headers.authorization;
    if (header === undefined) return next();
    const secret = bearerSecretOf(header);
    if (!secret) throw unauthorized(M.malformed);
    // The role is read with the token at every request: nothing cached outlives a demotion.
    const token = await findApiTokenByHash(ctx.db, hashApiTokenSecret(secret));
    if (!token?.user.isAdmin) throw unauthorized(M.invalid);
    req.apiToken = { id: token.id, scope: token.scope };
    req.user = presentUser(token.user);
    const now = ctx.now();
    const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
    if (!token.lastUsedAt || token.lastUsedAt < staleBefore) {
      await markApiTokenUsed(ctx.db, token.id, { at: now, staleBefore });
    }
    next();
  };

  const allowed: RequestHandler = (req, _res, next) => {
    if (!req.apiToken) return next();
    if (BROWSER_ONLY.has(req.baseUrl + req.path)) throw forbidden(M.browserOnly);
    if (req.apiToken.scope !== 'write' && !READ_METHODS.has(req.method)) {
      throw forbidden(READ_ONLY_TOKEN_MESSAGE);
    }
    next();
  };

  return [authenticate, limit, allowed];
}
