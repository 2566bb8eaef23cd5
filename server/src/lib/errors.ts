import type { ErrorCode } from '@shared/error-codes';

/**
 * The one error type services throw. `message` is always safe to show to the user;
 * anything that is not an AppError is hidden behind a generic 500 by the error handler.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new AppError(400, 'bad_request', message, errors);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/** Callback APIs (passport, express-session) may reject with anything; keep it an Error. */
export function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}
