import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  /** The body exactly as sent: the signature is over these bytes. */
  body: string;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/hook */
  url: string;
  received: ReceivedHook[];
  /** Resolves once `count` requests in all have arrived. */
  arrivals(count: number, timeoutMs?: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

/**
 * A system that listens for the marina's webhooks on 127.0.0.1, answering 200 to each: the
 * journey reads what arrived. The server reaches it only with WEBHOOK_ALLOW_PRIVATE=true.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      for (const waiter of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    async arrivals(count, timeoutMs = 20_000) {
      if (received.length < count) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => waiters.push({ count, resolve })),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`${received.length} of ${count} webhooks arrived`)),
              timeoutMs,
            );
          }),
        ]).finally(() => clearTimeout(timer));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
