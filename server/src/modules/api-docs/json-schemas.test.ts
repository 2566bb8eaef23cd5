import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { pathId } from '@shared/schemas/common';
import { defineRoute } from '@shared/api/route';
import { problemsOf } from '../../../test/kits/strict-openapi';
import { buildOpenApiDocument } from './openapi-document';

/** Shapes the contract may come to hold, which zod's JSON Schema output needs help with. */
interface Folder {
  name: string;
  folders: Folder[];
}
const folder: z.ZodType<Folder> = z.object({
  name: z.string(),
  get folders() {
    return z.array(folder);
  },
});
const slip = z.object({ dock: z.string() }).meta({ id: 'Slip' });

const oddRoutes = [
  defineRoute({
    method: 'GET',
    path: '/api/folders/:id',
    summary: 'A tree, a named schema used twice, a date and a transform',
    tag: 'Odd',
    access: 'signed-in',
    params: z.object({ id: pathId }),
    query: z.union([
      z.object({ date: z.string(), slot: z.string().optional() }),
      z.object({ date: z.string(), from: z.string() }),
    ]),
    responses: {
      200: z.object({
        tree: folder,
        home: slip,
        away: slip,
        at: z.date(),
        count: z.string().transform(Number),
        check: z.custom<string>(),
      }),
    },
    errors: [404],
  }),
  defineRoute({
    method: 'POST',
    path: '/api/folders/:id/other-tree',
    summary: 'Another route with its own tree, so names must not collide',
    tag: 'Odd',
    access: 'admin',
    permission: 'yardDay',
    body: folder,
    responses: { 201: z.object({ tree: folder, home: slip }) },
    errors: [],
  }),
];
const settings = {
  marinaName: 'M',
  version: '1.0.0',
  serverUrl: 'http://m.test',
  sessionCookie: 's',
};

describe('zod schemas as JSON Schema in the document', () => {
  it('when a route holds a recursive or a named schema, then it is a component every $ref reaches', async () => {
    const document = buildOpenApiDocument(oddRoutes, settings);
    expect(await problemsOf(document)).toEqual([]);
    const names = Object.keys(document.components.schemas);
    expect(names.filter((name) => name.endsWith('Slip'))).toHaveLength(2);
    expect(JSON.stringify(document.paths)).not.toContain('#/$defs');
    expect(JSON.stringify(document.paths)).not.toContain('"$ref":"#"');
  });

  it('when a part cannot be said in JSON Schema (a date, a transform’s result, a custom check), then it is left open and nothing throws', () => {
    const document = buildOpenApiDocument(oddRoutes, settings);
    const answer = document.paths['/api/folders/{id}']!.get as {
      responses: { 200: { content: { 'application/json': { schema: { properties: object } } } } };
    };
    expect(answer.responses[200].content['application/json'].schema.properties).toMatchObject({
      at: {},
      count: {},
      check: {},
    });
  });

  it('when a path id is a number on the server, then the document asks for the digits a client sends', () => {
    const document = buildOpenApiDocument(oddRoutes, settings);
    const get = document.paths['/api/folders/{id}']!.get as { parameters: object[] };
    expect(get.parameters).toContainEqual({
      name: 'id',
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: '^\\d{1,10}$' },
    });
  });

  it('when a query is one shape or another, then each field is a parameter, required only if every shape needs it', () => {
    const document = buildOpenApiDocument(oddRoutes, settings);
    const get = document.paths['/api/folders/{id}']!.get as {
      parameters: { name: string; in: string; required: boolean }[];
    };
    const query = get.parameters.filter((parameter) => parameter.in === 'query');
    expect(query.map(({ name, required }) => [name, required])).toEqual([
      ['date', true],
      ['slot', false],
      ['from', false],
    ]);
  });
});
