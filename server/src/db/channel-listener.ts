import pg from 'pg';

const CONNECT_TIMEOUT_MS = 5_000;

/** Stops listening and closes what the listener opened. */
export type StopListening = () => Promise<void>;

export interface ChannelListenerOptions {
  /**
   * Called for each notification with its payload, and once without one after each
   * (re)connection (one may have been missed).
   */
  onNotify: (payload?: string) => void;
  /** The first wait before connecting again; it doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  onLost?: (error: unknown) => void;
}

/**
 * LISTEN on a server database from a connection of its own, outside the pool: a pooled
 * connection is handed to other queries and would drop the subscription. A connection the
 * server drops (a restart, a failover) is opened again with backoff; notifications sent while
 * it was away are lost, so the caller is told to look for itself once it is back.
 */
export function listenOnServer(
  url: string,
  channel: string,
  options: ChannelListenerOptions,
): StopListening {
  const retryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  const reconnectLater = (error: unknown) => {
    if (stopped) return;
    options.onLost?.(error);
    client?.removeAllListeners();
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    client = undefined;
    clearTimeout(timer);
    timer = setTimeout(connect, Math.min(maxRetryMs, retryMs * 2 ** failures));
    failures += 1;
  };

  function connect() {
    if (stopped) return;
    // keepAlive finds a connection a dead network left open; the timeout a server that hangs.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client = next;
    next.on('error', reconnectLater);
    next.on('end', () => reconnectLater(new Error('listener connection ended')));
    next.on('notification', (message) => options.onNotify(message.payload));
    next
      .connect()
      .then(() => next.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (stopped) return;
        failures = 0;
        options.onNotify();
      })
      .catch(reconnectLater);
  }

  connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const open = client;
    client = undefined;
    open?.removeAllListeners();
    open?.on('error', () => {});
    // A frozen server never answers the goodbye: shutting down does not wait for it.
    await Promise.race([
      open?.end().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref()),
    ]);
  };
}
