import type { z } from 'zod';
import type { Permission } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone, any signed-in user, an admin, or the user a path parameter
 * names (or an admin). The API tests and the OpenAPI document read it; the route's own guards
 * enforce it.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin' | 'self-or-admin' | 'signed-webhook';

/**
 * What a success carries when it is not plain JSON: a CSV download, an event stream, TwiML,
 * iCalendar, a page, or the web app manifest (JSON of its own media type).
 */
export type RouteContent =
  'json' | 'csv' | 'event-stream' | 'twiml' | 'calendar' | 'html' | 'manifest';

/** The media type each kind of success is sent as; an error is always JSON. */
export const MEDIA_TYPES: Record<RouteContent, string> = {
  json: 'application/json',
  csv: 'text/csv',
  'event-stream': 'text/event-stream',
  twiml: 'text/xml',
  calendar: 'text/calendar',
  html: 'text/html',
  manifest: 'application/manifest+json',
};

/** Whether a success of this kind is JSON (plain, or under a media type of its own). */
export const isJsonContent = (content: RouteContent | undefined): boolean =>
  content === undefined || content === 'json' || content === 'manifest';

/**
 * One route of the API: the single description its handler, its client call, its tests and the
 * OpenAPI document all read (docs/decisions/0024-one-api-contract.md).
 */
interface RouteShape {
  method: HttpMethod;
  /** As Express spells it: '/api/lifts/:id'. */
  path: string;
  /** One line for the document's operation summary. */
  summary: string;
  /** A tag grouping routes in the document (Bookings, Lifts …). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Each success status and the body it carries (z.null() for none, as with a 204). */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
  /**
   * Error statuses this route answers besides those every route of its access may give
   * (api-errors.ts, commonErrorsOf): 404, 409, 422 … Each carries ApiErrorBody.
   */
  errors: readonly number[];
  /** Defaults to 'json'. */
  content?: RouteContent;
  /**
   * Refused to a request an API token authenticated, whatever its scope (403
   * `not_with_api_token`): what would outlive the token's revocation (roles, users, tokens,
   * webhooks, calendar feeds) or cannot be undone (clearing every booking). Registering the
   * route applies the refusal (server/src/lib/contract-routes.ts).
   */
  notWithApiToken?: true;
}

/**
 * What the route asks of its caller. An admin route names the permission a staff member needs
 * (shared/roles.ts): registering the route applies it. A signed-in or self-or-admin route may
 * name the permission staff need to act on someone else's data; its service checks that.
 */
type RouteGate =
  | { access: 'admin'; permission: Permission }
  | { access: Exclude<RouteAccess, 'admin'>; permission?: Permission };

export type RouteDefinition = RouteShape & RouteGate;

/** Keeps the literal method, path and schemas, so types inferred from a route stay exact. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

type SuccessSchemas<R extends RouteDefinition> = R['responses'][keyof R['responses']];

/** What a route's success carries (the union of its success bodies). */
export type ResponseOf<R extends RouteDefinition> =
  SuccessSchemas<R> extends z.ZodType ? z.output<SuccessSchemas<R>> : never;

/** The body a client sends (before the server's transforms). */
export type BodyOf<R extends RouteDefinition> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : undefined;

/** The path parameters a client fills in ('/api/lifts/:id' with { id: 3 }), each encoded. */
export type ParamsOf<R extends RouteDefinition> = R['params'] extends z.ZodType
  ? { [K in keyof z.input<R['params']>]: string | number }
  : undefined;

/**
 * The query string a client sends: the parameters the server reads, each optional and given as
 * its value (a query schema's input is the raw string map, so its output names them).
 */
export type QueryOf<R extends RouteDefinition> = R['query'] extends z.ZodType
  ? { [K in keyof z.output<R['query']>]?: z.output<R['query']>[K] | string }
  : undefined;
