import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { clientFiles } from './client-files/client-files';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { CHANGE_CHANNELS, cachedWhereExact } from './db/notified-cache';
import type { AppContext } from './lib/context';
import { projectPath } from './lib/project-root';
import {
  closeConnectionsWhileDraining,
  createDrainState,
  type DrainState,
} from './lifecycle/drain';
import { redactUrl, safeError } from './lib/log-safe';
import { requestIdFor } from './lib/request-id';
import { apiNoStore } from './middleware/api-no-store';
import { compressResponses } from './middleware/compress-responses';
import { csrfGuard, corsForAllowedOrigins } from './middleware/csrf';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { jsonBodies } from './middleware/json-body';
import { securityHeaders } from './middleware/security-headers';
import { recordHttpRequests } from './metrics/http-metrics';
import type { Metrics } from './metrics/metrics';
import {
  createRateLimiters,
  DEFAULT_RATE_LIMITS,
  type LimitSetting,
  type RateLimitName,
} from './middleware/rate-limit';
import { activityRoutes } from './modules/activity/activity-routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs-routes';
import { apiTokenAuthentication } from './modules/api-tokens/api-token-auth';
import { apiTokenRoutes } from './modules/api-tokens/api-token-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { createPassport } from './modules/auth/passport-setup';
import { emailVerificationRoutes } from './modules/email-verification/email-verification-routes';
import { exportRoutes } from './modules/export/export-routes';
import type { RetryPolicy } from './modules/export/google-retry';
import { passwordResetRoutes } from './modules/password-reset/password-reset-routes';
import { availabilityRoutes } from './modules/availability/availability-routes';
import { bookingHistoryRoutes } from './modules/booking-history/booking-history-routes';
import { bookingRoutes } from './modules/bookings/booking-routes';
import {
  calendarFeedRoutes,
  calendarFileRoutes,
} from './modules/calendar-feeds/calendar-feed-routes';
import { capacityRoutes } from './modules/capacity/capacity-routes';
import {
  clientErrorBodyLimit,
  clientErrorRoutes,
} from './modules/client-errors/client-error-routes';
import { liveEventRoutes } from './modules/live-events/live-events-routes';
import { createLiveEvents } from './modules/live-events/live-events-service';
import { liftRoutes } from './modules/lifts/lift-routes';
import { boatRoutes } from './modules/boats/boat-routes';
import { profileRoutes } from './modules/profiles/profile-routes';
import { serviceStatusRoutes } from './modules/service-status/status-routes';
import { smsWebhookRoutes } from './modules/sms/sms-webhook-routes';
import { smsRoutes } from './modules/sms/sms-routes';
import { pushRoutes } from './modules/push/push-routes';
import { probeRoutes, systemRoutes } from './modules/system/system-routes';
import { adminUserRoutes } from './modules/users/admin-user-routes';
import { waitlistRoutes } from './modules/waitlist/waitlist-routes';
import { weatherHoldRoutes } from './modules/weather-holds/weather-hold-routes';
import { webAppRoutes } from './modules/web-app/web-app-routes';
import { webhookRoutes } from './modules/webhooks/webhook-routes';
import { staffIdleTimeout } from './sessions/staff-idle';
import { DrizzleSessionStore, sessionCookieName } from './sessions/session-store';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  sessionSecret: string;
  now?: () => Date;
  rateLimits?: Partial<Record<RateLimitName, LimitSetting>>;
  /** Set from SIGTERM on (index.ts): /readyz answers 503 and answers close their connection. */
  drain?: DrainState;
  /** Set when METRICS_PORT is: requests and booking outcomes are counted. */
  metrics?: Metrics;
  /** How patiently Google is retried; tests shorten the waits. */
  googleRetry?: RetryPolicy;
  /**
   * Draws the code texted to prove a mobile (six digits from the CSPRNG unless given); a test
   * that must know the codes before they are sent passes its own.
   */
  newSmsCode?: () => string;
  /**
   * Sees every request first, before any other middleware: the API tests check each answer
   * against the contract here (server/test/contract-check.ts). Production never sets it.
   */
  inspectResponses?: RequestHandler;
  /**
   * How the SPA is served: the built files (from dist/client unless clientDir says where),
   * Vite's dev middleware, or not at all (tests).
   */
  client?:
    | { kind: 'static'; clientDir?: string }
    | { kind: 'middleware'; handler: RequestHandler }
    | { kind: 'none' };
}

const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60_000;
const clientDist = projectPath('dist/client');

/** Builds the whole HTTP app from its dependencies; index.ts and the tests both call this. */
export function createApp(options: AppOptions): Express {
  const { config, database, logger } = options;
  const ctx: AppContext = {
    config,
    db: database.db,
    logger,
    now: options.now ?? (() => new Date()),
    availabilityInputs: cachedWhereExact(database, CHANGE_CHANNELS.availability, 2_000),
    liftLoads: cachedWhereExact(database, CHANGE_CHANNELS.liftLoads, 500),
    liftBoats: cachedWhereExact(database, CHANGE_CHANNELS.liftLoads, 5_000),
    metrics: options.metrics,
  };
  const isProduction = config.NODE_ENV === 'production';
  const drain = options.drain ?? createDrainState();
  const app = express();
  app.disable('x-powered-by');
  // Before the first app.use: the app's own router takes these when it is created.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.set('trust proxy', config.TRUST_PROXY);

  if (options.inspectResponses) app.use(options.inspectResponses);
  if (options.metrics) app.use(recordHttpRequests(options.metrics));
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdFor(req.headers['x-request-id']);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request: method, path, status, time and the request id. The query
      // string keeps its names only: a reset link's token and email must not reach the logs.
      // pino-http puts its own err serializer on req.log, so the log-safe one is repeated here.
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: safeError,
      },
    }),
  );
  app.use(closeConnectionsWhileDraining(drain));
  app.use(securityHeaders({ isProduction, devClient: options.client?.kind === 'middleware' }));
  app.use(compressResponses());
  // Probes and the built client need no session: answered before it, they work without the
  // database (a page still loads while it is away) and cost it nothing.
  app.use(probeRoutes({ ping: () => database.ping(), draining: () => drain.draining }));
  app.use(webAppRoutes(config));
  serveBuiltClient(app, options.client ?? { kind: 'static' });
  app.use('/api', apiNoStore);
  app.use('/api', corsForAllowedOrigins(config.CORS_ORIGINS));
  // The API's document and its page are public and read no session (modules/api-docs).
  app.use(apiDocsRoutes(config));
  // Calendar apps fetch a feed by its private token alone: before the session, none is read
  // or set (a GET, so the CSRF guard would let it through anyway).
  app.use(calendarFileRoutes(ctx));
  // Twilio's webhooks post signed forms without X-Requested-With or a cookie: their signature
  // replaces the CSRF rule, on these two exact paths only (sms-webhook-routes.ts).
  app.use(smsWebhookRoutes(ctx));
  const limits = createRateLimiters(
    database.db,
    {
      ...DEFAULT_RATE_LIMITS,
      ownerWrites: { ...DEFAULT_RATE_LIMITS.ownerWrites, limit: config.OWNER_WRITES_PER_HOUR },
      apiToken: { ...DEFAULT_RATE_LIMITS.apiToken, limit: config.API_TOKEN_REQUESTS_PER_MINUTE },
      clientErrors: { ...DEFAULT_RATE_LIMITS.clientErrors, limit: config.CLIENT_ERRORS_PER_MINUTE },
      ...options.rateLimits,
    },
    { ownerWritesInProcess: database.driver === 'pglite' },
  );
  // An integration's bearer token stands in for the session and the CSRF rule: it is checked
  // before both, which read req.apiToken (modules/api-tokens/api-token-auth.ts).
  app.use('/api', apiTokenAuthentication(ctx, limits.apiToken));
  app.use(csrfGuard(config.APP_URL, config.CORS_ORIGINS));
  app.use(jsonBodies(clientErrorBodyLimit));
  // A browser's error report needs no session: answered before it, a report never reads one,
  // whatever cookie came with it.
  app.use(clientErrorRoutes(limits));
  const cookieName = sessionCookieName(isProduction);
  const whenSessionMatters = sessionNeeded(cookieName);
  app.use(
    whenSessionMatters(
      session({
        name: cookieName,
        secret: options.sessionSecret,
        store: new DrizzleSessionStore(
          database.db,
          cachedWhereExact(database, CHANGE_CHANNELS.sessions, 20_000),
        ),
        resave: false,
        saveUninitialized: false,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: isProduction,
          path: '/',
          maxAge: SESSION_MAX_AGE_MS,
        },
      }),
    ),
  );
  const auth = createPassport(ctx, cachedWhereExact(database, CHANGE_CHANNELS.users, 20_000));
  app.use(auth.initialize());
  app.use(whenSessionMatters(auth.session() as RequestHandler));
  app.use(whenSessionMatters(staffIdleTimeout(config.STAFF_IDLE_MINUTES)));

  app.use(systemRoutes(ctx));
  app.use(authRoutes(ctx, auth, limits));
  app.use(passwordResetRoutes(ctx, limits));
  app.use(profileRoutes(ctx));
  app.use(boatRoutes(ctx));
  app.use(emailVerificationRoutes(ctx));
  app.use(smsRoutes(ctx, { newCode: options.newSmsCode }));
  app.use(pushRoutes(ctx));
  app.use(availabilityRoutes(ctx));
  app.use(bookingRoutes(ctx, limits));
  app.use(waitlistRoutes(ctx, limits));
  app.use(bookingHistoryRoutes(ctx));
  app.use(capacityRoutes(ctx));
  app.use(weatherHoldRoutes(ctx));
  app.use(serviceStatusRoutes(ctx));
  app.use(liftRoutes(ctx));
  app.use(activityRoutes(ctx));
  app.use(apiTokenRoutes(ctx));
  app.use(adminUserRoutes(ctx));
  app.use(exportRoutes(ctx, { retry: options.googleRetry }));
  app.use(calendarFeedRoutes(ctx, limits));
  app.use(webhookRoutes(ctx));
  // One dispatcher per instance; its streams end when the drain begins.
  app.use(
    liveEventRoutes(
      createLiveEvents({
        ctx,
        listen: (channel, onNotify) => database.listen(channel, onNotify),
        drain,
      }),
    ),
  );
  app.use('/api', apiNotFound);

  // Vite's dev server answers whatever the routes left, as the built client does in production.
  if (options.client?.kind === 'middleware') app.use(options.client.handler);
  app.use(errorHandler);
  return app;
}

/**
 * A request a token authenticated neither reads nor writes a session: another user's cookie
 * beside the token changes nothing, and no Set-Cookie goes back.
 */
function withoutApiToken(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.apiToken ? next() : handler(req, res, next));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where the session is read: not for a token's request (withoutApiToken), nor for a read
 * without the session cookie. Such a read has no session and cannot start one (signing in is a
 * POST), yet express-session would make, sign and hash a new one for it and passport would
 * look inside: the anonymous schedule's reads skip both.
 */
function sessionNeeded(cookieName: string) {
  const cookiePrefix = `${cookieName}=`;
  return (handler: RequestHandler): RequestHandler =>
    withoutApiToken((req, res, next) =>
      SAFE_METHODS.has(req.method) && !req.headers.cookie?.includes(cookiePrefix)
        ? next()
        : handler(req, res, next),
    );
}

function serveBuiltClient(app: Express, client: NonNullable<AppOptions['client']>) {
  if (client.kind !== 'static') return;
  const files = clientFiles(client.clientDir ?? clientDist);
  if (!files) return;
  // /api paths are the routes' (an unknown one is a JSON 404), never a file or the page.
  app.use((req, res, next) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    return files(req, res, next);
  });
}
