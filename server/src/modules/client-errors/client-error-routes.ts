import type { Router } from 'express';
import * as api from '@shared/api/client-errors';
import { CLIENT_ERROR_MAX_BODY_BYTES } from '@shared/client-errors';
import { clientErrorReportSchema } from '@shared/schemas/client-errors';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import type { RateLimiters } from '../../middleware/rate-limit';
import { logClientError } from './client-error-service';

/** A report is read with this limit, not the API's 100 kB (app.ts passes it to jsonBodies). */
export const clientErrorBodyLimit = {
  [api.reportClientError.path]: CLIENT_ERROR_MAX_BODY_BYTES,
};

/**
 * Browsers report the errors they meet (docs/product.md#web-app): limited per address, logged,
 * never stored.
 */
export function clientErrorRoutes(limits: Pick<RateLimiters, 'clientErrors'>): Router {
  const router = createRouter();

  on(router, api.reportClientError, limits.clientErrors, (req, res) => {
    logClientError(req.log, clientErrorReportSchema.parse(req.body));
    res.status(204).end();
  });

  return router;
}
