import type { RequestHandler } from 'express';
import { forbidden } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GET routes that change state anyway (SPEC lists clear-bookings as a GET). */
const STATE_CHANGING_GETS = new Set(['/api/dev/clear-bookings']);

/**
 * DESIGN §5: a state-changing /api request must carry X-Requested-With (a header a
 * cross-site form cannot set), and an Origin, when sent, must be ours or an allowed one.
 */
export function csrfGuard(appUrl: string, allowedOrigins: string[]): RequestHandler {
  const trusted = new Set([
    new URL(appUrl).origin,
    ...allowedOrigins.map((o) => new URL(o).origin),
  ]);
  return (req, _res, next) => {
    // Mounted on '/api', so req.path has lost the mount point; baseUrl gives it back.
    const path = req.baseUrl + req.path;
    const changesState = !SAFE_METHODS.has(req.method) || STATE_CHANGING_GETS.has(path);
    if (!changesState) return next();
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

/** CORS for the origins in CORS_ORIGINS (a client hosted elsewhere, SPEC §7). */
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
