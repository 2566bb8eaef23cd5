import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../lib/project-root';
import { useTestApp } from '../../../test/use-test-app';
import { shortNameOf } from './web-app-manifest';

const t = useTestApp({ env: { MARINA_NAME: 'Gull Harbor Yacht Club' } });

/** Width and height from a PNG's IHDR chunk, which follows the 8-byte signature. */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('web app manifest', () => {
  it('when fetched, then it names the marina, opens on my bookings, standalone, as a manifest', async () => {
    const res = await request(t.app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(res.text) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Gull Harbor Yacht Club',
      short_name: 'Gull Harbor',
      start_url: '/my-bookings',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b2545',
      background_color: '#f3f7fb',
    });
  });

  it('when its icons are read, then each exists at the size it claims, 192 and 512, any and maskable', async () => {
    const { icons } = (await request(t.app).get('/manifest.webmanifest')).body as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const { width, height } = pngSize(projectPath(`client/public${icon.src}`));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('when another spelling of its path is asked, then it is not the manifest', async () => {
    for (const path of ['/Manifest.webmanifest', '/manifest.webmanifest/', '/manifest.json']) {
      const res = await request(t.app).get(path);
      expect(res.headers['content-type'] ?? '', path).not.toContain('manifest');
    }
  });

  it('when a name is too long for a home screen, then the short name keeps whole leading words', () => {
    expect(shortNameOf('Harbor Point Marina')).toBe('Harbor Point');
    expect(shortNameOf('Seaside')).toBe('Seaside');
    expect(shortNameOf('Bartholomewsbay Marina')).toBe('Bartholomews');
  });
});
