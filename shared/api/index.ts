import * as integrations from './integrations';
import * as lifts from './lifts';
import type { RouteDefinition } from './route';

const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * Every route of the API, from each resource's file: what the server registers, the API tests
 * check answers against and GET /api/openapi.json publishes. The client never imports this
 * (it names routes by type only), so no schema reaches the browser.
 */
export const apiRoutes: readonly RouteDefinition[] = [integrations, lifts].flatMap((module) =>
  Object.values(module).filter(isRoute),
);
