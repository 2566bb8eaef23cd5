// Draws the installed app's icons (client/public/icons/*.png) from the favicon's design, in
// Chromium, at the sizes the web app manifest lists. Run again after changing the design:
//
//   node_modules/.bin/tsx scripts/make-app-icons.ts
//
// The PNGs are committed, so neither the build nor a deploy needs a browser.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../client/public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');

// A maskable icon is cropped to the platform's shape (circle, squircle...): its background runs
// to the edges and the mark stays inside the middle 80%, the zone every shape keeps.
const MARK = /<path [^>]*\/>/.exec(favicon)?.[0];
if (!MARK) throw new Error('favicon.svg has no <path> mark to draw');
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" fill="#0b2545"/>` +
  `<g transform="translate(16 16) scale(0.72) translate(-16 -16)">${MARK}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-192.png', size: 192, svg: maskable },
  { file: 'maskable-512.png', size: 512, svg: maskable },
  // iOS ignores the manifest's icons and rounds this one itself: no transparent corners.
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(`${publicDir}icons/${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`icons/${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
