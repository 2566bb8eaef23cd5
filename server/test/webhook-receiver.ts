import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the endpoint saw it: the raw body, byte for byte what was signed. */
export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers the next request: a status, a redirect, or never (a timeout). */
export type Answer = number | { redirect: string } | 'hang';

/**
 * A webhook endpoint inside the test process on 127.0.0.1 (the tests' senders run with
 * WEBHOOK_ALLOW_PRIVATE=true). It records every request once its body has arrived, then
 * answers with the next queued answer, or 200 when none is queued.
 */
export interface WebhookReceiver {
  readonly port: number;
  /** http://127.0.0.1:<port><path> */
  url(path?: string): string;
  readonly requests: ReceivedWebhook[];
  /** TCP connections accepted since the last clear(), whether or not a request followed. */
  readonly connections: number;
  /** Requests to one path. */
  to(path: string): ReceivedWebhook[];
  answer(...answers: Answer[]): void;
  clear(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const answers: Answer[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const next = answers.shift() ?? 200;
      if (next === 'hang') {
        hanging.add(res);
        return;
      }
      if (typeof next === 'object') {
        res.writeHead(302, { Location: next.redirect }).end();
        return;
      }
      res.writeHead(next, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    requests,
    get connections() {
      return connections;
    },
    to: (path) => requests.filter((request) => request.path === path),
    answer: (...next) => answers.push(...next),
    clear() {
      requests.length = 0;
      answers.length = 0;
      connections = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
