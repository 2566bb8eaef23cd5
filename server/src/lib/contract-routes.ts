import type { RequestHandler, Router } from 'express';
import type { ResponseOf, RouteDefinition } from '@shared/api/route';

/** The last handler of a contract route: its `res.json` takes only the body the contract declares. */
export type ContractHandler<R extends RouteDefinition> = RequestHandler<
  Record<string, string>,
  ResponseOf<R>,
  unknown
>;

/**
 * Registers a route of the contract (shared/api) on a router: its method and path come from
 * the contract, guards (requireAdmin …) run first, then the handler, whose answer is typed.
 */
export function on<R extends RouteDefinition>(
  router: Router,
  route: R,
  ...chain: [...guards: RequestHandler[], handler: ContractHandler<R>]
): void {
  const method = route.method.toLowerCase() as Lowercase<R['method']>;
  router[method](route.path, ...(chain as RequestHandler[]));
}
