import type { RequestHandler, Router } from 'express';
import type { ResponseOf, RouteDefinition } from '@shared/api/route';
import { refuseApiToken, requirePermission } from '../middleware/auth';

/** The last handler of a contract route: its `res.json` takes only the body the contract declares. */
export type ContractHandler<R extends RouteDefinition> = RequestHandler<
  Record<string, string>,
  ResponseOf<R>,
  unknown
>;

type Guard = RequestHandler;

/**
 * Registers a route of the contract (shared/api) on a router: its method and path come from
 * the contract, guards run first, then the handler, whose answer is typed. A route the contract
 * keeps from API tokens refuses them before anything else; an admin route then checks the
 * permission its contract names (shared/roles.ts), so no route can forget it.
 * One signature per number of guards: with a rest tuple ([...guards, handler]) typescript-eslint
 * reads a second guard as the handler and reports an unsafe argument.
 */
export function on<R extends RouteDefinition>(
  router: Router,
  route: R,
  handler: ContractHandler<R>,
): void;
export function on<R extends RouteDefinition>(
  router: Router,
  route: R,
  guard: Guard,
  handler: ContractHandler<R>,
): void;
export function on<R extends RouteDefinition>(
  router: Router,
  route: R,
  first: Guard,
  second: Guard,
  handler: ContractHandler<R>,
): void;
export function on<R extends RouteDefinition>(
  router: Router,
  route: R,
  first: Guard,
  second: Guard,
  third: Guard,
  handler: ContractHandler<R>,
): void;
export function on<R extends RouteDefinition>(
  router: Router,
  route: R,
  first: Guard,
  second: Guard,
  third: Guard,
  fourth: Guard,
  handler: ContractHandler<R>,
): void;
export function on(router: Router, route: RouteDefinition, ...chain: unknown[]): void {
  const method = route.method.toLowerCase() as Lowercase<RouteDefinition['method']>;
  const guards: RequestHandler[] = [];
  if (route.notWithApiToken) guards.push(refuseApiToken);
  if (route.access === 'admin') guards.push(requirePermission(route.permission));
  router[method](route.path, ...guards, ...(chain as RequestHandler[]));
}
