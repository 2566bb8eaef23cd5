import type { RequestHandler } from 'express';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const READ_ONLY_TOKEN_MESSAGE = 'This API token is read-only';

/**
 * docs/product.md#security: a request that changes state must carry X-Requested-With (a header a
 * cross-site form or link cannot set), and an Origin, when sent, must be ours or an allowed one.
 * This check runs unconditionally: callers decide when a request changes state.
 *
 * A request a valid API token authenticated (req.apiToken, set before this guard) is exempt:
 * a browser never adds that header by itself, and no cookie was read for it. A read-only
 * token is refused here, as this guard marks the GET that changes state.
 */
export function sameSiteRequestGuard(appUrl: string, allowedOrigins: string[]): RequestHandler {
  const trusted = new Set([
    new URL(appUrl).origin,
    ...allowedOrigins.map((o) => new URL(o).origin),
  ]);
  return (req, _res, next) => {
    if (req.apiToken) {
      if (req.apiToken.scope !== 'write') throw forbidden(READ_ONLY_TOKEN_MESSAGE);
      return next();
    }
    if (req.get('x-requested-with') !== 'XMLHttpRequest') {
      throw forbidden('Missing X-Requested-With header');
    }
    const origin = req.get('origin');
    if (origin && !trusted.has(origin) && origin !== `${req.protocol}://${req.get('host')}`) {
      throw forbidden('Cross-origin request refused');
    }
    next();
  };
}

/**
 * Guards every unsafe method on every path, whatever its spelling: the decision never
 * depends on the path. A GET that changes state (GET /api/dev/clear-bookings) cannot be told
 * apart here, so that route puts sameSiteRequestGuard in its own chain.
 */
export function csrfGuard(appUrl: string, allowedOrigins: string[]): RequestHandler {
  const guard = sameSiteRequestGuard(appUrl, allowedOrigins);
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : guard(req, res, next));
}

/** CORS for the origins in CORS_ORIGINS (a client hosted elsewhere, docs/product.md#api-calls). */
export function corsForAllowedOrigins(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Requested-With');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
