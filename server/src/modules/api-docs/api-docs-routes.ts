import { readFileSync } from 'node:fs';
import type { Router } from 'express';
import * as api from '@shared/api/api-docs';
import { apiRoutes } from '@shared/api/index';
import type { Config } from '../../config';
import { on } from '../../lib/contract-routes';
import { projectPath } from '../../lib/project-root';
import { createRouter } from '../../lib/router';
import { sessionCookieName } from '../../sessions/session-store';
import { docsAssetFiles, docsPageHtml } from './docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/** The API's version is the app's: read once, from wherever the server runs (lib/project-root). */
const appVersion = (
  JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }
).version;

/**
 * The published contract (docs/product.md#integrations): the document for machines and its page for
 * people. Public and sessionless, they are mounted before the session, so reading them costs the
 * database nothing. Each answer is revalidated (ETag) rather than kept: a deploy changes them.
 */
export function apiDocsRoutes(config: Config): Router {
  const router = createRouter();
  // Built on the first request, then kept: the routes and settings cannot change while it runs.
  let document: OpenApiDocument | undefined;
  let page: string | undefined;

  on(router, api.getOpenApiDocument, (_req, res) => {
    document ??= buildOpenApiDocument(apiRoutes, {
      marinaName: config.MARINA_NAME,
      version: appVersion,
      serverUrl: config.APP_URL,
      sessionCookie: sessionCookieName(config.NODE_ENV === 'production'),
    });
    res.setHeader('Cache-Control', 'no-cache');
    res.json(document);
  });

  on(router, api.getApiDocsPage, async (_req, res) => {
    page ??= await docsPageHtml(config.MARINA_NAME);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });

  router.use(docsAssetFiles);
  return router;
}
