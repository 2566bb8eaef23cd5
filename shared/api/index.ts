import * as activity from './activity';
import * as apiDocs from './api-docs';
import * as apiTokens from './api-tokens';
import * as auth from './auth';
import * as availability from './availability';
import * as bookingHistory from './booking-history';
import * as boats from './boats';
import * as bookings from './bookings';
import * as calendarFeeds from './calendar-feeds';
import * as capacity from './capacity';
import * as clientErrors from './client-errors';
import * as emailVerification from './email-verification';
import * as bookingExport from './export';
import * as lifts from './lifts';
import * as liveEvents from './live-events';
import * as passwordReset from './password-reset';
import * as profiles from './profiles';
import * as push from './push';
import * as serviceStatus from './service-status';
import * as sms from './sms';
import * as smsWebhooks from './sms-webhooks';
import * as system from './system';
import * as users from './users';
import * as waitlist from './waitlist';
import * as weatherHolds from './weather-holds';
import * as webApp from './web-app';
import * as webhooks from './webhooks';
import type { RouteDefinition } from './route';

const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/**
 * Every route of the API, from each resource's file: what the server registers, the API tests
 * check answers against and GET /api/openapi.json publishes. The client never imports this
 * (it names routes by type only), so no schema reaches the browser.
 */
export const apiRoutes: readonly RouteDefinition[] = [
  activity,
  apiDocs,
  apiTokens,
  auth,
  availability,
  bookingHistory,
  boats,
  bookings,
  calendarFeeds,
  capacity,
  clientErrors,
  emailVerification,
  bookingExport,
  lifts,
  liveEvents,
  passwordReset,
  profiles,
  push,
  serviceStatus,
  sms,
  smsWebhooks,
  system,
  users,
  waitlist,
  weatherHolds,
  webApp,
  webhooks,
].flatMap((module) => Object.values(module).filter(isRoute));
