import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { apiRoutes } from '@shared/api';
import { apiErrorSchema, commonErrorsOf } from '@shared/api/api-errors';
import type { RouteDefinition } from '@shared/api/route';

/**
 * The API tests hold every JSON answer of an /api route to the contract (shared/api): a
 * success must be one its route declares, in that status's shape; an error must be
 * ApiErrorBody with a status the route may give. Installed by server/test/test-app.ts in front
 * of everything else, so each answer is seen as it leaves, whatever produced it.
 */

/** Drifts seen since the last take, as messages naming the request and what was wrong. */
const drifts: string[] = [];

/** What drifted since the last call (the test setup fails the test on any), then forgets it. */
export function takeContractDrifts(): string[] {
  return drifts.splice(0);
}

const routeByKey = new Map(apiRoutes.map((route) => [`${route.method} ${route.path}`, route]));

/** The contract route that answered, by Express's own match; undefined for an unknown path. */
function routeOf(req: Request): RouteDefinition | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof path !== 'string') return undefined;
  return routeByKey.get(`${req.method} ${req.baseUrl}${path}`);
}

function issuesOf(schema: z.ZodType, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  return parsed.error.issues
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

/** Why an answer breaks its route's contract, or null when it keeps it. */
export function contractProblem(
  route: RouteDefinition | undefined,
  status: number,
  body: unknown,
): string | null {
  if (status >= 200 && status < 300) {
    if (!route) return 'a success from a route the contract does not know';
    const schema = route.responses[status as keyof RouteDefinition['responses']];
    if (!schema) return `status ${status} is not among the route's successes`;
    return issuesOf(schema, body);
  }
  const issues = issuesOf(apiErrorSchema, body);
  if (issues) return issues;
  if (route && status >= 400) {
    const allowed = new Set([...route.errors, ...commonErrorsOf(route)]);
    if (!allowed.has(status)) return `status ${status} is not among the route's errors`;
  }
  return null;
}

/** Wraps res.json on /api requests: each body is checked, then sent unchanged. */
export function checkResponsesAgainstContract(): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/api' && !req.path.startsWith('/api/')) return next();
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      const route = routeOf(req);
      const problem = contractProblem(route, res.statusCode, body);
      if (problem) {
        const named = route ? `${route.method} ${route.path}` : `${req.method} ${req.path}`;
        drifts.push(`${named} answered ${res.statusCode} outside the contract: ${problem}`);
      }
      return send(body);
    };
    next();
  };
}
