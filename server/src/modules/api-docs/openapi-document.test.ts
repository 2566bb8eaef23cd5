import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@shared/api/index';
import type { RouteDefinition } from '@shared/api/route';
import { problemsOf } from '../../../test/kits/strict-openapi';
import { buildOpenApiDocument } from './openapi-document';
import { MEDIA_TYPES } from '@shared/api/route';
import { errorStatusesOf, openApiPath } from './openapi-operation';

const settings = {
  marinaName: 'Gull Rock Marina',
  version: '2.4.0',
  serverUrl: 'https://marina.example',
  sessionCookie: 'marina.sid',
};

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
  security?: Record<string, string[]>[];
}
const operationOf = (
  document: { paths: object },
  route: Pick<RouteDefinition, 'method' | 'path'>,
) =>
  (document.paths as Record<string, Record<string, Operation>>)[openApiPath(route.path).path]?.[
    route.method.toLowerCase()
  ];

const document = buildOpenApiDocument(apiRoutes, settings);

describe('the OpenAPI document', () => {
  it('when built from every contract route, then a strict OpenAPI 3.1 validator finds no problem', async () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    console.info(
      `OpenAPI document: ${operations.length} operations over ${Object.keys(document.paths).length} paths, ${apiRoutes.length} contract routes`,
    );
    expect(operations.length).toBe(apiRoutes.length);
    expect(await problemsOf(document)).toEqual([]);
  });

  it('when a document is broken, then the validator names each fault', async () => {
    const broken = structuredClone(document) as unknown as {
      paths: Record<string, Record<string, Operation & { responses: Record<string, object> }>>;
      components: { schemas: Record<string, object> };
    };
    const lifts = broken.paths['/api/lifts']!;
    delete (lifts.get!.responses['200'] as { description?: string }).description;
    lifts.post!.responses['409'] = { $ref: '#/components/responses/Error999' };
    broken.components.schemas.ApiErrorBody = { type: 'integer32' };
    const problems = await problemsOf(broken);
    expect(problems.join('\n')).toMatch(/OpenAPI 3\.1 schema/);
    expect(problems.join('\n')).toMatch(/Error999 points at nothing/);
    expect(problems.join('\n')).toMatch(/#\/components\/schemas\/ApiErrorBody: data\/type/);
  });

  it('when any contract route is looked up, then it has its parameters, body, successes by media type and every error status', () => {
    for (const route of apiRoutes) {
      const label = `${route.method} ${route.path}`;
      const operation = operationOf(document, route);
      expect(operation, label).toBeDefined();
      const parameters = operation!.parameters ?? [];
      for (const name of openApiPath(route.path).names) {
        expect(parameters, label).toContainEqual(
          expect.objectContaining({ name, in: 'path', required: true }),
        );
      }
      if (route.query) {
        const fields = Object.keys(
          z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' }).properties ?? {},
        );
        for (const name of fields) {
          expect(parameters, label).toContainEqual(expect.objectContaining({ name, in: 'query' }));
        }
      }
      expect(Boolean(operation!.requestBody?.content['application/json']), label).toBe(
        Boolean(route.body),
      );
      for (const [status, schema] of Object.entries(route.responses)) {
        const answer = operation!.responses[status];
        const media = MEDIA_TYPES[route.content ?? 'json'];
        const empty = schema instanceof z.ZodNull;
        expect(Object.keys(answer?.content ?? {}), `${label} ${status}`).toEqual(
          empty ? [] : [media],
        );
      }
      for (const status of errorStatusesOf(route)) {
        expect(operation!.responses[String(status)], `${label} ${status}`).toEqual({
          $ref: `#/components/responses/Error${status}`,
        });
      }
    }
  });

  it('when an error is answered, then its body is the one ApiErrorBody', () => {
    const error = document.components.responses.Error404 as {
      content: Record<string, { schema: object }>;
    };
    expect(error.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiErrorBody',
    });
    expect(document.components.schemas.ApiErrorBody).toMatchObject({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, code: { enum: expect.any(Array) } },
    });
  });

  it('when built again or from the routes in another order, then the same text', () => {
    const again = buildOpenApiDocument([...apiRoutes].reverse(), settings);
    expect(JSON.stringify(again)).toBe(JSON.stringify(document));
  });

  it('when read for its header, then the marina, the version, the server and both ways in are named', () => {
    expect(document.info).toMatchObject({ title: 'Gull Rock Marina API', version: '2.4.0' });
    expect(document.servers).toEqual([{ url: 'https://marina.example' }]);
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'marina.sid',
    });
    expect(document.components.securitySchemes.apiToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('when a route needs a user, then a session or a token of the right scope; a public one needs neither', () => {
    const byPath = (method: string, path: string) =>
      operationOf(document, { method, path } as never);
    expect(byPath('GET', '/api/lifts')!.security).toEqual([
      { session: [] },
      { apiToken: ['read'] },
    ]);
    expect(byPath('POST', '/api/lifts')!.security).toEqual([
      { session: [] },
      { apiToken: ['write'] },
    ]);
    expect(byPath('GET', '/api/openapi.json')!.security).toBeUndefined();
    const ids = apiRoutes.map((route) => operationOf(document, route)!.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
