import { STATUS_CODES } from 'node:http';
import { commonErrorsOf } from '@shared/api/api-errors';
import { PERMISSIONS } from '@shared/roles';
import {
  isJsonContent,
  MEDIA_TYPES,
  type RouteAccess,
  type RouteDefinition,
} from '@shared/api/route';
import type { JsonSchema, SchemaComponents } from './json-schemas';

/** Express writes '/api/lifts/:id' (and '/api/calendar/:token.ics'); OpenAPI '{id}'. */
export function openApiPath(path: string): { path: string; names: string[] } {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return { path: path.replace(/:(\w+)/g, '{$1}'), names };
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'PATCH /api/lifts/:id' → 'patchLiftsById': unique because method and path are. */
export function operationIdOf(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  const words = route.path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .flatMap((segment) =>
      segment
        .split(/[^A-Za-z0-9:]+/)
        .filter(Boolean)
        .map((word) => (word.startsWith(':') ? `By${pascal(word.slice(1))}` : pascal(word))),
    );
  return route.method.toLowerCase() + words.join('');
}

/** Who may call, in the words the operation's description starts with. */
const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'Anyone may call this; no sign-in.',
  'signed-in': 'Signed in: a session, or an admin’s API token.',
  admin: 'Staff only: a staff session, or an API token acting with its maker’s role.',
  'self-or-admin':
    'The user the path names, or staff (a session, or an API token acting with its maker’s role).',
  'signed-webhook': 'Twilio only: the request must carry its X-Twilio-Signature.',
};

/**
 * Who may call a route the contract keeps from API tokens (only signed-in and admin routes are):
 * a session, never a token.
 */
const SESSION_ONLY_TEXT: Partial<Record<RouteAccess, string>> = {
  'signed-in': 'Signed in, with a session.',
  admin: 'Staff only, with a session.',
};
const NOT_WITH_API_TOKEN_TEXT =
  'Never with an API token (403 `not_with_api_token`): what this makes or removes would outlive the token.';
/** The staff roles a permission belongs to, in words: 'Roles: office, manager.' */
const rolesTextOf = (route: RouteDefinition) =>
  route.permission
    ? ` Staff roles: ${PERMISSIONS[route.permission].join(', ')} (others 403 \`role_forbidden\`).`
    : '';
const accessTextOf = (route: RouteDefinition) =>
  (route.notWithApiToken
    ? `${SESSION_ONLY_TEXT[route.access] ?? ACCESS_TEXT[route.access]} ${NOT_WITH_API_TOKEN_TEXT}`
    : ACCESS_TEXT[route.access]) + rolesTextOf(route);

/** Error statuses with what they mean here; others take Node's reason phrase. */
const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid: `errors` lists each field’s problem',
  401: 'Not signed in, or the API token is unknown or revoked',
  403: 'Not allowed: not an admin, a read-scope token on a write, any token on a route kept from tokens (`not_with_api_token`), a missing X-Requested-With header on a cookie request, or a foreign Origin',
  404: 'No such record',
  409: 'Conflicts with the current state (a duplicate, a full deadline …)',
  413: 'The body is too large',
  415: 'The body is not JSON',
  422: 'Understood but refused by a rule',
  429: 'Too many requests: wait for the time Retry-After gives',
  500: 'Something went wrong on the server; the message names the request id',
  503: 'The database, or a service it relies on, is not available',
};

export const errorResponseName = (status: number) => `Error${status}`;

/** The reusable answer every route may refer to for an error status: the one error body. */
export function errorResponse(status: number, errorBodyRef: string) {
  return {
    description: ERROR_TEXT[status] ?? STATUS_CODES[status] ?? `HTTP ${status}`,
    content: { 'application/json': { schema: { $ref: errorBodyRef } } },
  };
}

/** route.errors ∪ commonErrorsOf(route), ascending. */
export function errorStatusesOf(route: RouteDefinition): number[] {
  return [...new Set([...route.errors, ...commonErrorsOf(route)])].sort((a, b) => a - b);
}

/** A success body other than JSON is text of its media type, whatever the zod schema refines. */
function successSchema(route: RouteDefinition, schema: JsonSchema): JsonSchema {
  if (isJsonContent(route.content)) return schema;
  return schema.type === 'string' ? schema : { type: 'string' };
}

/** One route as an OpenAPI Operation Object. */
export function operationOf(route: RouteDefinition, components: SchemaComponents) {
  const id = operationIdOf(route);
  const media = MEDIA_TYPES[route.content ?? 'json'];
  const responses: Record<string, unknown> = {};
  const successes = Object.entries(route.responses).sort(([a], [b]) => Number(a) - Number(b));
  for (const [status, zodSchema] of successes) {
    const schema = components.convert(zodSchema, 'output', `${id}_${status}`);
    const description = STATUS_CODES[Number(status)] ?? 'Success';
    responses[status] =
      schema.type === 'null' || status === '204'
        ? { description }
        : { description, content: { [media]: { schema: successSchema(route, schema) } } };
  }
  for (const status of errorStatusesOf(route)) {
    responses[String(status)] = { $ref: `#/components/responses/${errorResponseName(status)}` };
  }

  return {
    tags: [route.tag],
    summary: route.summary,
    description: accessTextOf(route),
    operationId: id,
    ...withParameters(route, id, components),
    ...(route.body && {
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: components.convert(route.body, 'input', `${id}_body`) },
        },
      },
    }),
    responses,
    ...securityOf(route),
  };
}

function withParameters(route: RouteDefinition, id: string, components: SchemaComponents) {
  const { names } = openApiPath(route.path);
  const pathFields = route.params
    ? fieldsOf(components.convert(route.params, 'input', `${id}_params`))
    : { properties: {}, required: new Set<string>() };
  // Every name in the path is required by OpenAPI, described by the schema or as text.
  const path = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathFields.properties[name] ?? { type: 'string' },
  }));
  const queryFields = route.query
    ? fieldsOf(components.convert(route.query, 'input', `${id}_query`))
    : { properties: {}, required: new Set<string>() };
  const query = Object.entries(queryFields.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: queryFields.required.has(name),
    schema,
  }));
  const parameters = [...path, ...query];
  return parameters.length > 0 ? { parameters } : {};
}

/**
 * An object schema's fields; a union of objects (one query shape or another) gives every
 * field, required only when each branch requires it.
 */
function fieldsOf(schema: JsonSchema): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!branches) {
    return {
      properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
      required: new Set((schema.required ?? []) as string[]),
    };
  }
  const each = branches.map(fieldsOf);
  const properties = Object.assign({}, ...each.map((branch) => branch.properties)) as Record<
    string,
    JsonSchema
  >;
  const required = new Set(
    Object.keys(properties).filter((name) => each.every((branch) => branch.required.has(name))),
  );
  return { properties, required };
}

/** OpenAPI 3.1 lets a non-OAuth scheme list roles: a token's scope is exactly that. */
function securityOf(route: RouteDefinition) {
  if (route.access === 'public') return {};
  if (route.access === 'signed-webhook') return { security: [{ twilioSignature: [] }] };
  if (route.notWithApiToken) return { security: [{ session: [] }] };
  const scope = route.method === 'GET' ? 'read' : 'write';
  return { security: [{ session: [] }, { apiToken: [scope] }] };
}
