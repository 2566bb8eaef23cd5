import type { Router } from 'express';
import * as api from '@shared/api/api-tokens';
import { idParam } from '@shared/schemas/common';
import { apiTokenSchema } from '@shared/schemas/api-tokens';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser } from '../../middleware/auth';
import { presentApiToken } from './api-token-presenter';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token-service';

/**
 * The Integrations tab's API tokens (docs/product.md#integrations); api-token-auth.ts lets them
 * act.
 */
export function apiTokenRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.listApiTokens, async (_req, res) => {
    res.json({ tokens: (await listApiTokens(ctx)).map(presentApiToken) });
  });

  // The contract keeps tokens from minting others that would outlive their revocation.
  on(router, api.createApiToken, async (req, res) => {
    const input = apiTokenSchema.parse(req.body);
    const { token, secret } = await createApiToken(ctx, currentUser(req), input);
    res.status(201).json({ token: presentApiToken(token), secret });
  });

  on(router, api.revokeApiToken, async (req, res) => {
    const { id } = idParam.parse(req.params);
    await revokeApiToken(ctx, currentUser(req), { id });
    res.json({ message: 'API token revoked', id });
  });

  return router;
}
