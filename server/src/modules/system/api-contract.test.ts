import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@shared/api';
import { routesOf } from '../../../test/route-table';
import { useTestApp } from '../../../test/use-test-app';

/**
 * One contract for the whole API (docs/decisions/0024-one-api-contract.md): every route the
 * app answers has its entry in shared/api, and every entry names a route the app answers, so
 * the OpenAPI document, the client's types and the tests' checks cover the API as it is.
 */
const t = useTestApp();

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('API contract coverage', () => {
  it('when the app answers a route, then the contract describes it, and the other way round', () => {
    const answered = routesOf(t.app).map(keyOf);
    const described = apiRoutes.map(keyOf);
    expect(
      answered.filter((route) => !described.includes(route)),
      'routes with no contract',
    ).toEqual([]);
    expect(
      described.filter((route) => !answered.includes(route)),
      'contracts with no route',
    ).toEqual([]);
  });

  it('when routes are described, then each method and path is described once', () => {
    const described = apiRoutes.map(keyOf);
    expect(described.filter((route, index) => described.indexOf(route) !== index)).toEqual([]);
  });
});
