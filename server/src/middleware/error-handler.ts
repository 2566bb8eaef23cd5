import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors';
import { isDatabaseUnavailable } from '../lib/pg-errors';

/** Shown while the database is away (a restart, a failover): the client may simply retry. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The booking system is briefly unavailable. Please try again in a moment.';

/** Unknown /api paths answer JSON, never the SPA page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ message: `No API route for ${req.method} ${req.path}`, code: 'not_found' });
};

/**
 * Registered last: turns every error into the single JSON shape of docs/product.md#api-behaviour.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    req.log.error({ err: error }, 'error after response started');
    return;
  }
  if (error instanceof AppError) {
    res.status(error.status).json({
      message: error.message,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    });
    return;
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    res
      .status(400)
      .json({ message: errors[0]?.message ?? 'Invalid request', code: 'invalid', errors });
    return;
  }
  const bodyError = error as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON', code: 'malformed_json' });
    return;
  }
  if (bodyError.type === 'entity.too.large') {
    res.status(413).json({ message: 'The request body is too large', code: 'too_large' });
    return;
  }
  if (bodyError.type === 'charset.unsupported' || bodyError.type === 'encoding.unsupported') {
    res.status(415).json({
      message: 'Send the request body as UTF-8 JSON',
      code: 'unsupported_media_type',
    });
    return;
  }
  if (typeof bodyError.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
    res
      .status(bodyError.status)
      .json({ message: 'The request could not be read', code: 'bad_request' });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, 'database unavailable');
    res.setHeader('Retry-After', '5');
    res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({
    message: `Something went wrong on our side. Reference: ${String(res.getHeader('X-Request-Id'))}`,
    code: 'internal',
  });
};
