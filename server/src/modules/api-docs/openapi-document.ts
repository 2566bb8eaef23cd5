import { apiErrorSchema } from '@shared/api/api-errors';
import type { RouteDefinition } from '@shared/api/route';
import { SchemaComponents } from './json-schemas';
import {
  errorResponse,
  errorResponseName,
  errorStatusesOf,
  openApiPath,
  operationOf,
} from './openapi-operation';

export interface DocumentSettings {
  /** MARINA_NAME: the document is this marina's API. */
  marinaName: string;
  /** package.json's version: the API changes with the app. */
  version: string;
  /** APP_URL: where the routes' paths (all from the root, '/api/…') are answered. */
  serverUrl: string;
  /** The session cookie's name, which differs in production (__Host-). */
  sessionCookie: string;
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/**
 * GET /api/openapi.json: the routes of the contract (shared/api) as an OpenAPI 3.1 document.
 * The same routes and settings always give the same document, key for key, so it can be
 * cached, compared and diffed between releases.
 */
export function buildOpenApiDocument(
  routes: readonly RouteDefinition[],
  settings: DocumentSettings,
) {
  const components = new SchemaComponents();
  const errorBody = components.add(
    'ApiErrorBody',
    components.convert(apiErrorSchema, 'output', 'ApiErrorBody'),
  );
  const ordered = [...routes].sort(
    (a, b) => compare(a.path, b.path) || compare(a.method, b.method),
  );

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ordered) {
    const { path } = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route, components);
  }
  const statuses = [...new Set(ordered.flatMap(errorStatusesOf))].sort((a, b) => a - b);
  const tags = [...new Set(ordered.map((route) => route.tag))].sort(compare);

  return {
    openapi: '3.1.1',
    info: {
      title: `${settings.marinaName} API`,
      version: settings.version,
      description: DESCRIPTION,
    },
    servers: [{ url: settings.serverUrl }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: sortedKeys(components.schemas),
      responses: Object.fromEntries(
        statuses.map((status) => [errorResponseName(status), errorResponse(status, errorBody)]),
      ),
      securitySchemes: securitySchemes(settings.sessionCookie),
    },
  };
}

const DESCRIPTION = [
  'Haul-out and launch bookings, the schedule and its settings.',
  '',
  'Other systems call it with an API token, made by an admin on the Integrations tab:',
  '`Authorization: Bearer <token>`. The token acts as that admin; a `read` token may only GET.',
  'Every error answers with the same JSON body (`ApiErrorBody`).',
  'The integration guide (docs/integrations.md) covers tokens, webhooks and their signatures.',
].join('\n');

function securitySchemes(sessionCookie: string) {
  return {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookie,
      description:
        'The browser’s session, set by POST /api/login. A request that changes state must also send `X-Requested-With: XMLHttpRequest`, and an Origin, when sent, must be the app’s.',
    },
    apiToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        'An API token (Integrations tab), acting as the admin who made it, until it is revoked or that admin is demoted or deleted. Scope `read` may call GET routes only; `write` may call every route. With a bearer token the cookie is ignored and the X-Requested-With rule does not apply. Each token has its own rate limit.',
    },
    twilioSignature: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Twilio-Signature',
      description: 'Twilio’s signature over the URL and the form’s fields.',
    },
  };
}

/** Code-point order, not the locale's: the document must not depend on where it is built. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => compare(a, b)));
}
