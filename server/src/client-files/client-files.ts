import { existsSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { sessionCookieName } from '../sessions/session-store';
import { preferredFileCoding } from './accept-encoding';
import { fileInside } from './request-path';

/** Vite puts a content hash in every name under assets/: a changed file gets a new name. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** The pages name the current hashed assets, so they are checked on every visit (ETag → 304). */
const ALWAYS_REVALIDATE = 'no-cache';
/** favicon, robots.txt, icons: fixed names, so a short lifetime. */
const PUBLIC_FILE = 'public, max-age=3600';
/**
 * The service worker names the build's shell: like a page, checked on every visit, so a deploy
 * reaches installed apps at once (browsers skip their HTTP cache for it anyway; proxies may not).
 */
const SERVICE_WORKER = 'sw.js';

const SIBLING_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * Serves the built client in dir (null when it has no index.html): its files with their cache
 * lifetimes, the build's precompressed `.br`/`.gz` copy when the client accepts it, and
 * index.html for every client route. A missing file answers 404, never the page: a stale tab
 * asking for an old chunk must not get HTML cached for a year, nor robots.txt the app.
 *
 * A public route the build prerendered (prerendered/<route>.html, scripts/vite-prerender.ts)
 * gets its page instead of index.html, exactly as spelled and only without a session cookie:
 * the page shows what an anonymous visitor sees, and a signed-in one is sent on by the app.
 */
export function clientFiles(dir: string): RequestHandler | null {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) return null;
  const prerendered = prerenderedPages(root);

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileInside(root, req.path);
    if (file === undefined) return notFound(res);
    const name = path.basename(file);
    const isAsset = req.path.startsWith('/assets/');
    // The precompressed copies are one file's encodings, not files of their own.
    if (!/\.(?:br|gz)$/.test(name) && (await isFile(file))) {
      const policy = isAsset
        ? HASHED_ASSET
        : name.endsWith('.html') || req.path === `/${SERVICE_WORKER}`
          ? ALWAYS_REVALIDATE
          : PUBLIC_FILE;
      return sendFile(req, res, root, file, policy);
    }
    // A path with an extension asks for a file; a client route (/schedule, /admin/day/…) has none.
    if (isAsset || req.path.slice(req.path.lastIndexOf('/') + 1).includes('.')) {
      return notFound(res);
    }
    const page = prerendered.get(req.path);
    // Which page a route gets depends on the cookie: a shared cache must keep both apart.
    if (page) res.vary('Cookie');
    const shell = page && !hasSessionCookie(req) ? page : path.join(root, 'index.html');
    return sendFile(req, res, root, shell, ALWAYS_REVALIDATE);
  };
}

/** The route each prerendered page is for: prerendered/index.html is /, schedule.html /schedule. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, 'prerendered');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => {
        const route = name.slice(0, -'.html'.length);
        return [route === 'index' ? '/' : `/${route}`, path.join(dir, name)];
      }),
  );
}

const SESSION_COOKIES = new Set([sessionCookieName(true), sessionCookieName(false)]);

/** Sent once signed in (sessions are saved only then); it may have expired, which is rare. */
function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '')
    .split(';')
    .some((pair) => SESSION_COOKIES.has(pair.split('=', 1)[0]!.trim()));
}

async function sendFile(
  req: Request,
  res: Response,
  root: string,
  file: string,
  cacheControl: string,
): Promise<void> {
  let sent = file;
  const coding = preferredFileCoding(req.headers['accept-encoding']);
  if (coding !== 'identity' && (await isFile(file + SIBLING_SUFFIX[coding]))) {
    sent = file + SIBLING_SUFFIX[coding];
    res.setHeader('Content-Encoding', coding);
  }
  res.vary('Accept-Encoding');
  // The type of the file itself: send would otherwise name the .br copy's.
  res.type(path.extname(file));
  res.setHeader('Cache-Control', cacheControl);
  await new Promise<void>((resolve, reject) => {
    // send answers HEAD, If-None-Match (304) and Content-Length; its ETag (size and mtime of
    // the copy sent) differs between the brotli, gzip and plain copies, as it must.
    res.sendFile(
      path.relative(root, sent),
      { root, cacheControl: false, acceptRanges: false, dotfiles: 'deny' },
      (error?: Error & { code?: string }) => {
        if (!error || error.code === 'ECONNABORTED' || res.headersSent) return resolve();
        // The error handler answers in JSON: not in the file's encoding, type or lifetime.
        for (const header of ['Content-Encoding', 'Content-Type', 'Cache-Control']) {
          res.removeHeader(header);
        }
        reject(error);
      },
    );
  });
}

function notFound(res: Response) {
  res.status(404).setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send('Not found');
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
