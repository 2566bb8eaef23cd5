import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express, { type Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBookings } from '../../test/kits/export-kit';
import { useTestApp } from '../../test/use-test-app';
import { clientFiles } from './client-files';

/**
 * How the built client and the API travel (docs/operations.md, compression and caching): a fake
 * dist/client on disk with the build's precompressed copies, read back byte for byte over a real
 * socket (supertest would decompress the body and normalise `..` out of the path before sending
 * it).
 */
const t = useTestApp({ admin: true });

const work = mkdtempSync(path.join(tmpdir(), 'client-files-'));
const dist = path.join(work, 'dist');
const SECRET = 'the server config, not for visitors';
const indexHtml = Buffer.from(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marina</title>${'<meta name="x" content="padding so the page is above the compression threshold">'.repeat(30)}<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`,
);
const appJs = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const slot${i} = "haul-out ${i}";`).join('\n'),
);
const appCss = Buffer.from(
  Array.from({ length: 100 }, (_, i) => `.slot-${i}{margin:${i}px}`).join('\n'),
);
const faviconSvg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
// The build's copies, at qualities on-the-fly compression never uses, so they are recognisable.
const sibling = {
  indexBr: brotliCompressSync(indexHtml),
  indexGz: gzipSync(indexHtml, { level: 9 }),
  appBr: brotliCompressSync(appJs),
  appGz: gzipSync(appJs, { level: 9 }),
};

function writeDist() {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const files: Record<string, Buffer | string> = {
    'index.html': indexHtml,
    'index.html.br': sibling.indexBr,
    'index.html.gz': sibling.indexGz,
    'assets/app-abc123.js': appJs,
    'assets/app-abc123.js.br': sibling.appBr,
    'assets/app-abc123.js.gz': sibling.appGz,
    'assets/app-def456.css': appCss,
    'favicon.svg': faviconSvg,
    'sw.js': 'self.addEventListener("fetch", () => {});',
    '.env': SECRET,
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dist, name), body);
  writeFileSync(path.join(work, 'secret.txt'), SECRET);
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let app: Express;
let server: http.Server;

/** The bytes as they cross the wire, the path sent exactly as written. */
function raw(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.request({ port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  writeDist();
  const instance = await t.createInstance({ client: { kind: 'static', clientDir: dist } });
  app = instance.app;
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('precompressed copies', () => {
  it.each([
    ['br', 'br', sibling.appBr],
    ['gzip, deflate, br, zstd', 'br', sibling.appBr],
    ['gzip', 'gzip', sibling.appGz],
    ['br;q=0, gzip', 'gzip', sibling.appGz],
    ['br;q=0.5, gzip;q=0.8', 'gzip', sibling.appGz],
    ['*', 'br', sibling.appBr],
    ['*;q=0, gzip', 'gzip', sibling.appGz],
  ])(
    'when the browser sends Accept-Encoding %s, then the build’s %s copy is sent as it is on disk',
    async (acceptEncoding, coding, bytes) => {
      const res = await raw('/assets/app-abc123.js', { 'Accept-Encoding': acceptEncoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(bytes.length));
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body.equals(bytes)).toBe(true);
      const decoded = coding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
      expect(decoded.equals(appJs)).toBe(true);
    },
  );

  it.each([
    ['no Accept-Encoding', {}],
    ['only refusals (br;q=0, gzip;q=0)', { 'Accept-Encoding': 'br;q=0, gzip;q=0' }],
    ['a coding we do not have (zstd)', { 'Accept-Encoding': 'zstd' }],
  ])('when the browser sends %s, then the plain file', async (_label, headers) => {
    const res = await raw('/assets/app-abc123.js', headers);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(appJs.length));
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.equals(appJs)).toBe(true);
  });

  it('when the copies are asked for by their own names, then 404', async () => {
    for (const name of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br']) {
      const res = await raw(name, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status, name).toBe(404);
      expect(res.body.toString()).toBe('Not found');
    }
  });

  it('when the files are served without the compression middleware, then the copies still say Vary', async () => {
    const bare = express().use(clientFiles(dist)!);
    const res = await request(bare).get('/assets/app-abc123.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('when a text file has no copy, then it is compressed on the fly, preferring brotli', async () => {
    const br = await raw('/assets/app-def456.css', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(appCss)).toBe(true);
    const gzip = await raw('/assets/app-def456.css', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(appCss)).toBe(true);
  });

  it('when a file is under 1 kB, then it is sent plain whatever the browser accepts', async () => {
    const res = await raw('/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(faviconSvg)).toBe(true);
  });

  it('when HEAD asks, then the headers of the copy GET would send and no body', async () => {
    const res = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(sibling.appBr.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toHaveLength(0);
  });
});

describe('cache lifetimes', () => {
  it('when a hashed asset is served, then browsers keep it a year without asking again', async () => {
    for (const name of ['/assets/app-abc123.js', '/assets/app-def456.css']) {
      const res = await request(app).get(name);
      expect(res.status, name).toBe(200);
      expect(res.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when the service worker is fetched, then it is revalidated each time, as JavaScript', async () => {
    const res = await request(app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('when a public file with a fixed name is served, then an hour with an ETag', async () => {
    const res = await request(app).get('/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toBeTruthy();
  });

  it.each([
    '/',
    '/index.html',
    '/schedule',
    '/admin/export',
    '/my-bookings',
    '/admin/day/2031-05-02',
  ])(
    'when %s is opened, then index.html, revalidated on every visit: no-cache, an ETag and 304 when unchanged',
    async (route) => {
      for (const [acceptEncoding, bytes] of [
        ['br', sibling.indexBr],
        ['gzip', sibling.indexGz],
        ['identity', indexHtml],
      ] as const) {
        const first = await raw(route, { 'Accept-Encoding': acceptEncoding });
        expect(first.status).toBe(200);
        expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(first.headers['cache-control']).toBe('no-cache');
        expect(first.body.equals(bytes)).toBe(true);
        const etag = first.headers.etag ?? '';
        expect(etag).not.toBe('');
        const again = await raw(route, {
          'Accept-Encoding': acceptEncoding,
          'If-None-Match': etag,
        });
        expect(again.status).toBe(304);
        expect(again.body).toHaveLength(0);
      }
    },
  );

  it('when the page is sent in another encoding, then its ETag differs (a cache cannot mix them)', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => {
        const res = await raw('/', { 'Accept-Encoding': coding });
        return res.headers.etag;
      }),
    );
    expect(new Set(etags).size).toBe(3);
  });

  it('when HEAD asks for a client route, then the page’s headers and no body', async () => {
    const res = await raw('/schedule', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(sibling.indexGz.length));
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toHaveLength(0);
  });
});

describe('missing files', () => {
  it.each([
    '/robots.txt',
    '/foo.png',
    '/assets/missing-0ld.js',
    '/assets/missing',
    '/schedule/old.css',
  ])(
    'when %s does not exist, then 404 (never the app’s page) that no cache keeps',
    async (name) => {
      for (const method of ['GET', 'HEAD']) {
        const res = await raw(name, { 'Accept-Encoding': 'br' }, method);
        expect(res.status, `${method} ${name}`).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body.toString()).not.toContain('<html');
      }
    },
  );

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2F..%2Fsecret.txt',
    '/..%5csecret.txt',
    '/..%255csecret.txt',
    '/index.html%00.js',
    '/%E0%A4%A.js',
    '/.env',
    '/assets/%2e%2e/.env',
  ])(
    'when a path tries to reach outside the build or a hidden file (%s), then 404',
    async (name) => {
      const res = await raw(name);
      expect([400, 404]).toContain(res.status);
      expect(res.body.toString()).not.toContain(SECRET);
      expect(res.body.toString()).not.toContain('<html');
    },
  );
});

describe('API answers', () => {
  beforeAll(async () => {
    await seedBookings(t.database.db, t.admin.user.id, 40, '2031-03-01');
  });

  it('when an admin lists bookings (well over 1 kB), then the JSON comes brotli-compressed and never cached', async () => {
    const res = await t.admin.client
      .get('/api/bookings?from=2031-03-01')
      .set('Accept-Encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect((res.body as { bookings: unknown[] }).bookings).toHaveLength(40);
  });

  it('when the browser only takes gzip, then gzip', async () => {
    const res = await t.admin.client
      .get('/api/bookings?from=2031-03-01')
      .set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((res.body as { bookings: unknown[] }).bookings).toHaveLength(40);
  });

  it('when the answer is small, then plain, and no-store all the same', async () => {
    const res = await request(app).get('/api/config').set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await request(app).get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('when the API is asked for a file-like path, then JSON 404, not a file', async () => {
    const res = await request(app).get('/api/robots.txt');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
