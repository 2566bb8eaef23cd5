import type { Request, RequestHandler } from 'express';
import type { Metrics } from './metrics';

/**
 * Times every request from its arrival to the last byte handed to the socket. Registered first
 * in app.ts, so the time includes every middleware, and a request refused before any route
 * (CSRF, a preflight) is still counted.
 */
export function recordHttpRequests(metrics: Metrics): RequestHandler {
  const histogram = metrics.http.requestDuration;
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      histogram.observe(
        {
          method: req.method,
          route: routeLabel(req, res.statusCode),
          status_code: String(res.statusCode),
        },
        seconds,
      );
    });
    next();
  };
}

/**
 * The route pattern ('/api/bookings/:id'), never the raw path: ids, dates and probes for
 * unknown paths would each make a new series. Express leaves req.route on the request once a
 * route matched, even after its handler failed. A router mounted below '/' adds its mount path
 * through baseUrl (all of ours are mounted at '/', where baseUrl is empty). Without a route:
 * 'static' for a client file or page, 'unmatched' for everything else (404s, refusals before
 * routing, API preflights).
 */
export function routeLabel(req: Request, status: number): string {
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  const servedClientFile =
    (req.method === 'GET' || req.method === 'HEAD') &&
    status < 400 &&
    !/^\/api(\/|$|\?)/.test(req.originalUrl);
  return servedClientFile ? 'static' : 'unmatched';
}
