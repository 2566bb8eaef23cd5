import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  path: string;
}
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every route the app answers, read from Express itself, so tests cover routes added later. */
export function routesOf(app: Express): RouteEntry[] {
  const walk = (stack: Layer[]): RouteEntry[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const { path, methods } = layer.route;
        return Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path }));
      }
      return layer.handle.stack ? walk(layer.handle.stack) : [];
    });
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
}
