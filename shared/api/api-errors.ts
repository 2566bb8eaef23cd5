import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';
import type { RouteDefinition } from './route';

/** Every non-2xx JSON answer (docs/product.md#api-behaviour). */
export const apiErrorSchema = z.strictObject({
  message: z.string().min(1),
  code: z.enum(ERROR_CODES).optional(),
  errors: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * What any route may answer whatever it does: a refused request (400, 413, 415 when it takes
 * input), a limit (429), a fault (500) or the database away (503); plus 401 and 403 by access.
 */
export function commonErrorsOf(route: RouteDefinition): number[] {
  const takesInput = Boolean(route.body ?? route.query ?? route.params);
  const byAccess: Record<RouteDefinition['access'], number[]> = {
    public: [],
    'signed-in': [401],
    admin: [401, 403],
    'self-or-admin': [401, 403],
    'signed-webhook': [403],
  };
  return [
    ...(takesInput || route.method !== 'GET' ? [400] : []),
    ...byAccess[route.access],
    ...(route.method === 'GET' ? [] : [403, 413, 415]),
    429,
    500,
    503,
  ];
}
