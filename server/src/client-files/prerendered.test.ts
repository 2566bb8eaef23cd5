import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../sessions/session-store';
import { clientFiles } from './client-files';

/**
 * Prerendered public pages (docs/decisions/0025-prerendered-shells.md): a fake build with
 * dist/client/prerendered/, as scripts/vite-prerender.ts writes it, served by the files handler
 * alone (no database needed).
 */
const dist = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
const page = (root: string) =>
  `<!doctype html><html lang="en"><head><title>Marina</title></head><body><div id="root">${root}</div></body></html>`;
const pages: Record<string, string> = {
  'index.html': page(''),
  'prerendered/index.html': page('<h1>Get your boat in and out of the water</h1>'),
  'prerendered/schedule.html': page('<h1>Schedule Haul or Launch</h1>'),
  'prerendered/auth.html': page('<h1>Welcome aboard</h1>'),
};
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dist, name), html);
writeFileSync(
  path.join(dist, 'prerendered/schedule.html.br'),
  brotliCompressSync(pages['prerendered/schedule.html']!),
);

const app = express();
app.use(clientFiles(dist)!);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string) => request(app).get(url).set('Accept-Encoding', 'identity');

describe('prerendered pages', () => {
  it.each([
    ['/schedule', 'Schedule Haul or Launch'],
    ['/auth', 'Welcome aboard'],
    ['/', 'Get your boat in and out of the water'],
  ])(
    'when an anonymous browser asks for %s, then it gets the page with its heading',
    async (url, heading) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain(`<h1>${heading}</h1>`);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
    },
  );

  it.each(['/my-bookings', '/admin', '/schedule/', '/Schedule', '/auth/x', '/forgot-password'])(
    'when the route %s has no page of its own (as spelled), then index.html',
    async (url) => {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.text).toBe(pages['index.html']);
    },
  );

  it.each([sessionCookieName(true), sessionCookieName(false)])(
    'when the browser sends the session cookie %s, then index.html, so the app decides',
    async (cookie) => {
      const res = await get('/schedule').set('Cookie', `theme=dark; ${cookie}=s%3Aabc.def`);
      expect(res.text).toBe(pages['index.html']);
      expect(res.headers.vary).toMatch(/Cookie/);
    },
  );

  it('when another cookie merely ends with the session name, then still the page', async () => {
    const res = await get('/auth').set('Cookie', `not${sessionCookieName(false)}=1`);
    expect(res.text).toContain('<h1>Welcome aboard</h1>');
  });

  it('when the browser accepts brotli, then the build’s compressed copy of the page', async () => {
    const res = await request(app).get('/schedule').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('<h1>Schedule Haul or Launch</h1>');
  });

  it('when the browser revalidates the page, then 304', async () => {
    const first = await get('/auth');
    const again = await get('/auth').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});
