import { vi } from 'vitest';

export interface FakeRequest {
  body: unknown;
  url: URL;
}
export interface FakeReply {
  status?: number;
  body?: unknown;
}
/**
 * What a route answers: a reply, or a function of the request that gives one (a promise of one
 * keeps the request waiting, for what a screen shows meanwhile).
 */
export type FakeRoute = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export interface FakeApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The server's side of a component test: `fetch` answers the routes given as 'METHOD /path'
 * (without the query string) and fails the test loudly for any other, so a component that
 * starts calling something new is noticed. The calls made are kept for assertions.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: FakeApiCall[] = [];
  const fetchStub = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://marina.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      return Promise.reject(
        new Error(`The component called ${method} ${url.pathname}, which the test did not expect`),
      );
    }
    return Promise.resolve(typeof route === 'function' ? route({ body, url }) : route).then(
      (reply) =>
        new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    /** The calls made to one route, named 'METHOD /path'. */
    callsTo: (route: string) =>
      calls.filter((call) => `${call.method} ${call.path.split('?')[0]}` === route),
  };
}

/** A JSON answer with 200. */
export const ok = (body: unknown): FakeReply => ({ body });

/** `route`, answered only once the test calls release(): to see what a screen shows meanwhile. */
export function heldReply(route: FakeRoute) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    route: async (request: FakeRequest) => {
      await released;
      return typeof route === 'function' ? route(request) : route;
    },
    release: () => release(),
  };
}
