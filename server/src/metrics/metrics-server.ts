import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { safeError } from '../lib/log-safe';
import type { Metrics } from './metrics';

export interface MetricsServer {
  /** Where Prometheus scrapes, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  close(): Promise<void>;
}

/**
 * The second listener (METRICS_PORT, on METRICS_HOST): plain node:http, apart from the app, so
 * nothing of the public port's stack (sessions, CSRF, the SPA) applies here and the metrics
 * are never reachable through the public port. It answers GET /metrics and 404 otherwise.
 */
export async function startMetricsServer(
  metrics: Pick<Metrics, 'registry'>,
  options: { port: number; host: string; logger: Logger },
): Promise<MetricsServer> {
  const log = options.logger.child({ component: 'metrics' });
  const server = createServer((req, res) => {
    void answer(metrics.registry, req, res, log);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}/metrics`;
  log.info({ url }, 'metrics listening');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Prometheus keeps its connection open between scrapes.
        server.closeAllConnections();
      }),
  };
}

async function answer(
  registry: Registry,
  req: IncomingMessage,
  res: ServerResponse,
  log: Logger,
): Promise<void> {
  const path = (req.url ?? '').split('?')[0];
  if (req.method !== 'GET' || path !== '/metrics') {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  try {
    const body = await registry.metrics();
    res.writeHead(200, { 'Content-Type': registry.contentType }).end(body);
  } catch (error) {
    log.error({ err: safeError(error) }, 'metrics could not be collected');
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
  }
}
