import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { createApp, type AppOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabaseWhenFree } from './db/client';
import { DataDirInUseError } from './db/embedded-lock';
import { safeError } from './lib/log-safe';
import { createLogger } from './lib/logger';
import { describeTightened, restrictNewFiles, tightenTree } from './lib/private-files';
import { projectPath } from './lib/project-root';
import { createDrainState } from './lifecycle/drain';
import { shutDownGracefully } from './lifecycle/graceful-shutdown';
import { createHousekeeper } from './housekeeping/housekeeper';
import { createOutboxWorker } from './outbox/outbox-worker';
import { bookingReminderPass } from './modules/bookings/booking-reminders';
import { createMetrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { bootstrapAdmin } from './modules/auth/bootstrap-admin';
import { WEBHOOK_EVENTS_CHANNEL } from './modules/webhooks/webhook-events';
import { createWebhookWorker } from './modules/webhooks/webhook-worker';
import { resolveSessionSecret } from './session-secret';

export interface RunningServer {
  url: string;
  /** SHUTDOWN_DRAIN_MS, so main() can give the whole sequence its deadline. */
  drainMs: number;
  /** quick: Ctrl-C, no drain, a short finish (SIGINT); also hurries a stop under way. */
  stop(options?: { quick?: boolean }): Promise<void>;
}

const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** After the drain: how long in-flight requests may finish before their connections are cut. */
const FINISH_MS = 3_500;
/** main() exits by force this long after SIGTERM plus the drain, if the orderly path hangs. */
const EXIT_MARGIN_MS = 4_500;
/** Ctrl-C: in-flight requests get this long, and the process is gone within QUICK_EXIT_MS. */
const QUICK_FINISH_MS = 1_200;
const QUICK_EXIT_MS = 2_000;
/** How much longer than its drain a previous server on the same DATA_DIR is waited for. */
const PREVIOUS_SERVER_MARGIN_MS = 10_000;

/** Start-up and shutdown only: settings, database, migrations, admin, HTTP. */
export async function start(
  options: { dev?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningServer> {
  const config = loadConfig(options.env ?? process.env);
  const logger = createLogger(config.LOG_LEVEL);
  warnIfCookiesNotSecure(config, logger);
  tightenDataDir(config.DATA_DIR, logger);
  const waitMs = config.SHUTDOWN_DRAIN_MS + PREVIOUS_SERVER_MARGIN_MS;
  const database = await openDatabaseWhenFree(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    },
    {
      waitMs,
      onWait: (pid) =>
        logger.warn(
          { holderPid: pid, dataDir: config.DATA_DIR, waitMs },
          `waiting for the server with pid ${pid} to let go of the embedded database`,
        ),
      onTakeOver: ({ pid, reason }) =>
        logger.warn(
          { holderPid: pid, dataDir: config.DATA_DIR, reason },
          `took over the embedded database lock of pid ${pid ?? '?'}: ${reason}`,
        ),
    },
  );
  await database.migrate();
  await bootstrapAdmin(database.db, config, logger);

  const server = createHttpServer();
  // A balancer reuses idle connections for up to a minute (60 s on most); if the server closed
  // one first, a request the balancer was writing into it would fail with a reset.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  let client: AppOptions['client'] = { kind: 'static' };
  let closeVite = async () => {};
  if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: projectPath('vite.config.ts'),
      // Hot reload rides on our own HTTP server, so app, API and HMR share one port.
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
    client = { kind: 'middleware', handler: vite.middlewares };
    closeVite = () => vite.close();
  }

  // Off unless METRICS_PORT is set: then recorded here and served on that port alone.
  const metrics =
    config.METRICS_PORT === undefined ? undefined : createMetrics({ database, logger });
  const drain = createDrainState();
  const app = createApp({
    config,
    database,
    drain,
    metrics,
    logger,
    sessionSecret: resolveSessionSecret(config),
    client,
  });
  server.on('request', app);
  await listen(server, config.PORT, config.HOST);
  const outboxWorker = createOutboxWorker({
    db: database.db,
    config,
    logger,
    metrics,
    queueReminders: bookingReminderPass(database.db, config),
  });
  outboxWorker.start();
  // Mail a request queued goes at once (migration 0013); the poll stays as the fallback.
  const stopMailWake = await database.listen('mail_queued', () => outboxWorker.wake());
  const webhookWorker = createWebhookWorker({ db: database.db, config, logger, metrics });
  webhookWorker.start();
  // A committed booking change (migration 0014's NOTIFY) or a stored event is sent at once.
  const stopWebhookWakes = await Promise.all(
    ['booking_events', WEBHOOK_EVENTS_CHANNEL].map((channel) =>
      database.listen(channel, () => webhookWorker.wake()),
    ),
  );
  const housekeeper = createHousekeeper({ db: database.db, config, logger });
  housekeeper.start();
  const metricsServer =
    metrics && config.METRICS_PORT !== undefined
      ? await startMetricsServer(metrics, {
          port: config.METRICS_PORT,
          host: config.METRICS_HOST,
          logger,
        })
      : undefined;
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info(
    { url, database: database.driver, metrics: metricsServer?.url },
    'marina scheduler listening',
  );

  let stopping: Promise<void> | undefined;
  const hurry = new AbortController();
  const stop = (stopOptions: { quick?: boolean } = {}) => {
    if (stopOptions.quick) hurry.abort();
    return (stopping ??= shutDownGracefully({
      server,
      drain,
      drainMs: config.SHUTDOWN_DRAIN_MS,
      finishMs: FINISH_MS,
      quickFinishMs: QUICK_FINISH_MS,
      hurry: hurry.signal,
      stopWork: async () => {
        await stopMailWake();
        await Promise.all(stopWebhookWakes.map((stopWake) => stopWake()));
        await Promise.all([outboxWorker.stop(), webhookWorker.stop(), housekeeper.stop()]);
      },
      // The metrics listener stays up through the drain, so the drain itself can be watched.
      closeResources: async () => {
        await metricsServer?.close();
        await closeVite();
        await database.close();
      },
      logger,
    }));
  };
  return { url, drainMs: config.SHUTDOWN_DRAIN_MS, stop };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A development or test start behind https: the session cookie lacks Secure (app.ts). */
function warnIfCookiesNotSecure(config: Config, logger: Logger) {
  if (config.NODE_ENV === 'production' || !config.APP_URL.startsWith('https:')) return;
  logger.warn(
    { NODE_ENV: config.NODE_ENV, APP_URL: config.APP_URL },
    'APP_URL is https but session cookies are not Secure outside production: set NODE_ENV=production',
  );
}

/** Repairs what an older release or `mkdir data` left open to others, with one log line. */
function tightenDataDir(dataDir: string, logger: Logger) {
  if (!existsSync(dataDir)) return;
  const line = describeTightened(
    `DATA_DIR (${dataDir})`,
    tightenTree(dataDir, { recursive: true }),
  );
  if (line) logger.warn({ dataDir }, line);
}

/** The process entry: `npm start`, `npm run dev` and the e2e suite all come through here. */
export async function main() {
  restrictNewFiles();
  if (existsSync('.env')) process.loadEnvFile('.env');
  let running: RunningServer;
  try {
    running = await start({ dev: process.argv.includes('--dev') });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    // A failed migration or connection may carry SQL parameters: print the log-safe form.
    console.error('start-up failed:', JSON.stringify(safeError(error), null, 2));
    process.exit(1);
  }
  // SIGTERM (process managers, rollouts) drains; SIGINT (Ctrl-C) skips the drain, and also
  // hurries a SIGTERM stop under way.
  const shutdown = (signal: NodeJS.Signals) => {
    const quick = signal === 'SIGINT';
    const force = setTimeout(
      () => process.exit(1),
      quick ? QUICK_EXIT_MS : running.drainMs + FINISH_MS + EXIT_MARGIN_MS,
    );
    force.unref();
    running.stop({ quick }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', JSON.stringify(safeError(error), null, 2));
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void main();
}
