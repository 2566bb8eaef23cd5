import { z } from 'zod';
import { defineRoute } from './route';

/**
 * The API's own description (docs/product.md#integrations). Both are public: the document lists
 * routes and shapes, never data, and anyone integrating must be able to read it before they hold a
 * token.
 */

/** An OpenAPI 3.1 document; its paths and schemas are open-ended by nature. */
const openApiDocumentView = z.looseObject({
  openapi: z.string().startsWith('3.1.'),
  info: z.looseObject({ title: z.string().min(1), version: z.string().min(1) }),
  servers: z.array(z.looseObject({ url: z.string().min(1) })).min(1),
  paths: z.record(z.string().startsWith('/'), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});

export const getOpenApiDocument = defineRoute({
  method: 'GET',
  path: '/api/openapi.json',
  summary: 'This API as an OpenAPI 3.1 document: every route, parameter, body, answer and error',
  tag: 'Documentation',
  access: 'public',
  responses: { 200: openApiDocumentView },
  errors: [],
});

export const getApiDocsPage = defineRoute({
  method: 'GET',
  path: '/api/docs',
  summary: 'The same document as a page to read, rendered in the browser',
  tag: 'Documentation',
  access: 'public',
  responses: { 200: z.string().startsWith('<!doctype html>') },
  errors: [],
  content: 'html',
});
