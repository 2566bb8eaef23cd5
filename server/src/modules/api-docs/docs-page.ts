import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { projectPath } from '../../lib/project-root';

/**
 * GET /api/docs: Scalar's standalone renderer (@scalar/api-reference, one self-contained
 * script) reading /api/openapi.json. It is served from node_modules by this server, never from
 * a CDN, and stays out of the SPA's bundle: only this page loads it.
 */
const RENDERER_FILE = projectPath('node_modules/@scalar/api-reference/dist/browser/standalone.js');

/**
 * Scalar's options, kept to what reads the document: its AI agent, MCP, developer tools,
 * request client and remote fonts each call Scalar's servers, which the CSP (connect-src
 * 'self') would block, and which a marina's visitors should not be sent to anyway.
 */
const RENDERER_OPTIONS = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  hideTestRequestButton: true,
  documentDownloadType: 'json',
};

/**
 * Not '#api-reference': the standalone script mounts a second, unconfigured reference on an
 * element of that id by itself.
 */
const MOUNT_ID = 'api-reference-root';

/**
 * Runs before the renderer, as a file (an inline script would need a CSP exception). The zod
 * inside Scalar probes for eval with Function(''), which script-src 'self' refuses and reports
 * as a violation; `jitless` is zod's own setting for pages under such a policy.
 */
const START_SCRIPT = `globalThis.__zod_globalConfig = { jitless: true };
document.addEventListener('DOMContentLoaded', function () {
  Scalar.createApiReference('#${MOUNT_ID}', ${JSON.stringify(RENDERER_OPTIONS)});
});
`;

/**
 * Scalar names its web fonts first and, until the options above reach its theme, declares
 * them from fonts.scalar.com; naming the system's fonts instead means none is ever fetched.
 * Unlayered, this beats Scalar's own `@layer scalar-base` whatever the order.
 */
const PAGE_STYLE = `:root {
  --scalar-font: ui-sans-serif, system-ui, sans-serif;
  --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
`;

/** Each asset's name carries its content's hash, so a browser may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Asset = { type: 'js' | 'css' } & ({ file: string } | { body: string });
interface DocsAssets {
  names: { renderer: string; start: string; style: string };
  /** The only paths served under /api/docs/: exact names, so nothing else can be asked for. */
  byPath: Map<string, Asset>;
}

const hashOf = (content: string | Buffer) =>
  createHash('sha256').update(content).digest('hex').slice(0, 16);

let assets: Promise<DocsAssets> | undefined;

/** Read and hashed once per process, on the first visit (the renderer is 5 MB). */
function docsAssets(): Promise<DocsAssets> {
  assets ??= readFile(RENDERER_FILE).then((renderer) => {
    const names = {
      renderer: `/api/docs/scalar.${hashOf(renderer)}.js`,
      start: `/api/docs/start.${hashOf(START_SCRIPT)}.js`,
      style: `/api/docs/page.${hashOf(PAGE_STYLE)}.css`,
    };
    return {
      names,
      byPath: new Map<string, Asset>([
        [names.renderer, { type: 'js', file: RENDERER_FILE }],
        [names.start, { type: 'js', body: START_SCRIPT }],
        [names.style, { type: 'css', body: PAGE_STYLE }],
      ]),
    };
  });
  return assets;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The page: files of our own origin only, no inline code, no icon request. */
export async function docsPageHtml(marinaName: string): Promise<string> {
  const { renderer, start, style } = (await docsAssets()).names;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(marinaName)} API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${style}" />
  </head>
  <body>
    <noscript>This page needs JavaScript. The API's document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <div id="${MOUNT_ID}"></div>
    <script src="${start}"></script>
    <script src="${renderer}"></script>
  </body>
</html>
`;
}

/** Answers the page's files by exact path; any other path goes on (to the API's 404). */
export const docsAssetFiles: RequestHandler = async (req, res, next) => {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/api/docs/')) {
    return next();
  }
  const asset = (await docsAssets()).byPath.get(req.path);
  if (!asset) return next();
  res.setHeader('Cache-Control', IMMUTABLE);
  res.type(asset.type);
  if ('body' in asset) {
    res.send(asset.body);
    return;
  }
  res.sendFile(asset.file, { cacheControl: false, acceptRanges: false }, (error) => {
    if (error && !res.headersSent) next(error);
  });
};
