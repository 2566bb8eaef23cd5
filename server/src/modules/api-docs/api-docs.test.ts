import { readFileSync } from 'node:fs';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../lib/project-root';
import { problemsOf } from '../../../test/kits/strict-openapi';
import { useTestApp } from '../../../test/use-test-app';

const MARINA_NAME = 'Gull & <Gannet> Marina';
const t = useTestApp({ env: { MARINA_NAME, APP_URL: 'https://marina.example' } });

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with its path sent byte for byte: no client library tidies '..' or '%2e' first. */
function raw(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);

describe('the published API document and its page', () => {
  it('when anyone asks for /api/openapi.json, then a valid document names this marina, its address and the app’s version', async () => {
    const res = await raw('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = JSON.parse(res.body) as {
      info: { title: string; version: string };
      servers: { url: string }[];
      paths: Record<string, unknown>;
    };
    const { version } = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
      version: string;
    };
    expect(document.info).toMatchObject({ title: `${MARINA_NAME} API`, version });
    expect(document.servers).toEqual([{ url: 'https://marina.example' }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/openapi.json', '/api/docs', '/api/lifts/{id}']),
    );
    expect(await problemsOf(document)).toEqual([]);
  });

  it('when the document is asked for again with its ETag, then 304: it is checked, not kept blindly', async () => {
    const first = await raw('/api/openapi.json');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await raw('/api/openapi.json', 'GET', {
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('when anyone opens /api/docs, then a page of our own scripts only, within the CSP, names the marina safely', async () => {
    const res = await raw('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Gull &amp; &lt;Gannet&gt; Marina API</title>');
    expect(res.body).not.toContain('<Gannet>');
    // The app's policy, unchanged: scripts from this origin only, none inline, no eval.
    const csp = String(res.headers['content-security-policy']).split(';');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("default-src 'self'");
    // No inline code: every script comes from a file of this origin.
    const scripts = scriptsOf(res.body);
    expect(scripts).toHaveLength(2);
    for (const attributes of scripts)
      expect(attributes).toMatch(/^ src="\/api\/docs\/[\w.]+\.js"$/);
  });

  it('when the page’s scripts are fetched, then the renderer and its start come as JavaScript kept for a year', async () => {
    const page = await raw('/api/docs');
    const [start, renderer] = scriptsOf(page.body).map((a) => /src="([^"]+)"/.exec(a)![1]!);
    const scalar = await raw(renderer!);
    expect(scalar.status).toBe(200);
    expect(scalar.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(scalar.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bundled = readFileSync(
      projectPath('node_modules/@scalar/api-reference/dist/browser/standalone.js'),
      'utf8',
    );
    expect(scalar.body).toBe(bundled);
    const started = await raw(start!);
    expect(started.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(started.body).toContain("createApiReference('#api-reference-root'");
    expect(started.body).toContain('"url":"/api/openapi.json"');
    expect((await raw(renderer!, 'HEAD')).status).toBe(200);
    const style = /<link rel="stylesheet" href="(\/api\/docs\/page\.\w+\.css)"/.exec(
      page.body,
    )![1]!;
    const css = await raw(style);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('--scalar-font:');
  });

  it('when a path under /api/docs names anything else, in any spelling, then a JSON 404 and no file', async () => {
    const page = await raw('/api/docs');
    const renderer = /src="(\/api\/docs\/scalar[^"]+)"/.exec(page.body)![1]!;
    const name = renderer.slice('/api/docs/'.length);
    const spellings = [
      '/api/docs/../package.json',
      '/api/docs/..%2fpackage.json',
      '/api/docs/%2e%2e/package.json',
      '/api/docs/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/docs/..\\package.json',
      `${renderer}/../../../package.json`,
      `/api/docs/${name}/.`,
      `/api/docs//${name}`,
      `/api/docs/./${name}`,
      `/api/docs/${name.toUpperCase()}`,
      `/API/docs/${name}`,
      '/api/docs/standalone.js',
      '/api/docs/node_modules/@scalar/api-reference/dist/browser/standalone.js',
      '/api/docs/node_modules/',
      '/api/docs/',
      '/api/docs/.',
      '/api/docs/%00',
    ];
    for (const path of spellings) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('"dependencies"');
      expect(res.body, path).not.toContain('createApiReference');
      // Under /api an unknown path is the API's JSON 404 (outside it, the client's files answer).
      if (path.startsWith('/api/')) {
        expect(JSON.parse(res.body), path).toMatchObject({ message: expect.any(String) });
      }
    }
  });
});
