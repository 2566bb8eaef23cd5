import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@shared/test/wait-for';
import { sleep } from './waiting';

/**
 * A load balancer as small as a test can hold: round robin over the backends whose /readyz
 * answered 200 at the last health check, keep-alive connections to them, and no retry of a
 * request a backend may have received unless it is a GET. What it reports is what an operator
 * would see in the balancer's own log.
 */
export interface ProxyOptions {
  /** Backend base URLs; a restarted instance comes back on the same one. */
  backends: string[];
  /** How often each backend's /readyz is asked; keep it well under SHUTDOWN_DRAIN_MS. */
  healthIntervalMs?: number;
}

export interface ProxyStats {
  forwarded: number;
  /** Requests sent to each backend, by its base URL. */
  forwardedTo: Record<string, number>;
  /** Requests sent again to another backend after a connection error (GETs, or refused). */
  retried: number;
  /** Answers the proxy made itself: 502 (backend failed) or 503 (no backend ready). */
  proxyErrors: number;
  /** Connection errors met, counted by method and code ("POST ECONNRESET"). */
  connectionErrors: Record<string, number>;
}

export interface RoundRobinProxy {
  url: string;
  stats: ProxyStats;
  isReady(backend: string): boolean;
  /** Resolves once the health check has seen this backend ready. */
  waitUntilReady(backend: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Per hop, never forwarded (RFC 9110 §7.6.1); Node frames the body itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** A probe slower than this counts as a failure (the app's own database ping gives up at 2 s). */
const PROBE_TIMEOUT_MS = 2_500;

export async function startRoundRobinProxy(options: ProxyOptions): Promise<RoundRobinProxy> {
  const healthIntervalMs = options.healthIntervalMs ?? 100;
  const ready = new Map(options.backends.map((backend) => [backend, false]));
  // Idle sockets are dropped well before the server's 5 s keep-alive timeout, so the proxy
  // never writes a request into a socket the server is closing for idleness.
  const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 2_000 });
  const stats: ProxyStats = {
    forwarded: 0,
    forwardedTo: {},
    retried: 0,
    proxyErrors: 0,
    connectionErrors: {},
  };
  let next = 0;
  let closed = false;

  // As a balancer does, with an unhealthy threshold of two: a backend goes out after two failed
  // probes in a row (a draining instance's 503s, refused connections, timeouts alike) and comes
  // back after one good one. A single 503 is not enough: on a busy machine a survivor's
  // database ping can wait out its 2 s behind a burst of bookings. A request refused by a
  // backend takes it out at once (forward, below).
  const checkHealth = async (backend: string) => {
    let failures = 0;
    while (!closed) {
      const probe = await probeReadiness(backend, PROBE_TIMEOUT_MS);
      failures = probe === 'ready' ? 0 : failures + 1;
      if (probe === 'ready') ready.set(backend, true);
      else if (failures >= 2) ready.set(backend, false);
      await sleep(healthIntervalMs);
    }
  };
  const checks = options.backends.map((backend) => checkHealth(backend));

  const pickBackend = (exclude?: string): string | undefined => {
    const candidates = options.backends.filter((b) => ready.get(b) && b !== exclude);
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = (backend: string | undefined, attempt: number): void => {
        if (!backend) {
          stats.proxyErrors++;
          answerProxyError(res, 503, 'no_backend', 'No backend is ready');
          return;
        }
        stats.forwarded++;
        stats.forwardedTo[backend] = (stats.forwardedTo[backend] ?? 0) + 1;
        const upstream = httpRequest(
          new URL(req.url ?? '/', backend),
          { method: req.method, headers: forwardedHeaders(req), agent },
          (answer) => relay(answer, res),
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          const code = error.code ?? error.message;
          const seen = `${req.method} ${code}`;
          stats.connectionErrors[seen] = (stats.connectionErrors[seen] ?? 0) + 1;
          // A refused connection delivered nothing, so any method may go elsewhere; after that
          // only a GET may, since the backend may have acted on the request.
          const delivered = code !== 'ECONNREFUSED';
          if (code === 'ECONNREFUSED') ready.set(backend, false);
          const mayRetry = attempt === 0 && (!delivered || req.method === 'GET');
          if (mayRetry && !res.headersSent) {
            stats.retried++;
            forward(pickBackend(backend), attempt + 1);
            return;
          }
          stats.proxyErrors++;
          if (res.headersSent) res.destroy();
          else answerProxyError(res, 502, 'bad_gateway', `Backend failed: ${code}`);
        });
        upstream.end(body);
      };
      forward(pickBackend(), 0);
    });
  });
  // Clients keep their connection to the proxy; only the backends come and go.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    isReady: (backend) => ready.get(backend) === true,
    async waitUntilReady(backend, timeoutMs = 30_000) {
      await waitFor(() => ready.get(backend), `the proxy to see ${backend} ready`, { timeoutMs });
    },
    async close() {
      closed = true;
      await Promise.all(checks);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const peer = req.socket.remoteAddress ?? '127.0.0.1';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${peer}` : peer;
  return headers;
}

function relay(answer: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(answer.statusCode ?? 502);
  answer.pipe(res);
  answer.on('error', () => res.destroy());
}

function answerProxyError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message }));
}

/** One /readyz probe on a fresh connection. */
function probeReadiness(
  backend: string,
  timeoutMs: number,
): Promise<'ready' | 'not-ready' | 'timeout'> {
  return new Promise((resolve) => {
    const probe = httpRequest(new URL('/readyz', backend), { agent: false }, (answer) => {
      answer.resume();
      resolve(answer.statusCode === 200 ? 'ready' : 'not-ready');
    });
    probe.setTimeout(timeoutMs, () => {
      resolve('timeout');
      probe.destroy();
    });
    probe.on('error', () => resolve('not-ready'));
    probe.end();
  });
}
