import express, { type RequestHandler } from 'express';

/** No request body of this API nests deeper than a few levels; 32 leaves room to grow. */
export const MAX_BODY_DEPTH = 32;
export const MAX_BODY_BYTES = '100kb';

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The API reads JSON only. A body sent as text/plain, a form or multipart would reach the
 * routes as "no body" and be judged as an empty one; refusing it here, before any work, tells
 * the client what is wrong instead (docs/product.md#api-behaviour).
 */
export const requireJsonBodies: RequestHandler = (req, res, next) => {
  if (!hasBody(req.headers) || req.is('application/json')) {
    next();
    return;
  }
  res.status(415).json({
    message: 'Send the request body as JSON (Content-Type: application/json)',
    code: 'unsupported_media_type',
  });
};

/** True when `value` nests deeper than `limit` arrays or objects; iterative, so no stack to overflow. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

const refuseDeepBodies: RequestHandler = (req, res, next) => {
  if (!nestsDeeperThan(req.body, MAX_BODY_DEPTH)) {
    next();
    return;
  }
  res.status(400).json({
    message: `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`,
    code: 'too_deep',
  });
};

/**
 * JSON bodies as docs/product.md#api-behaviour wants them: JSON only, at most 100 kB, a sane depth.
 * A path in
 * `smallerLimits` is read with its own, lower limit (413 past it): the body is read once, so
 * the app-wide parser then leaves it be.
 */
export function jsonBodies(smallerLimits: Record<string, number> = {}): RequestHandler[] {
  const smaller = Object.entries(smallerLimits).map(([path, limit]): RequestHandler => {
    const parse = express.json({ limit });
    return (req, res, next) => (req.path === path ? parse(req, res, next) : next());
  });
  return [requireJsonBodies, ...smaller, express.json({ limit: MAX_BODY_BYTES }), refuseDeepBodies];
}
