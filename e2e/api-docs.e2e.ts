import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, visible } from './support/browser';

/**
 * GET /api/docs in a real browser under the app's own Content-Security-Policy: the renderer
 * is served by this server, so the page must draw the document without a blocked script,
 * style, font or request, and without reaching any other host. useBrowser fails the test on
 * any console error, which is also where Chromium reports a CSP refusal; the page's own
 * securitypolicyviolation events are read as well, in case one is reported only there.
 */
const SHOTS_DIR = join(import.meta.dirname, 'screenshots');

type Watched = Window & { cspViolations?: string[] };

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

describe('the API reference page', () => {
  const { newPage, server } = useBrowser();

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`when someone opens /api/docs at ${viewport.width} px, then the document is drawn from this server alone, within the CSP`, async () => {
      const { context, page } = await newPage({ viewport });
      const elsewhere: string[] = [];
      context.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(server.baseURL) && !url.startsWith('data:')) elsewhere.push(url);
      });
      await watchViolations(page);

      // A deep link to a tag: the renderer draws sections as they scroll into view.
      await page.goto('/api/docs#tag/documentation');
      // The renderer is 5 MB of script: on a busy machine it takes its time to start.
      await visible(
        page.getByRole('heading', { name: 'Harbor Point Marina API', level: 1 }),
        45_000,
      );
      // A tag of the contract and one of its routes, both drawn from /api/openapi.json.
      await visible(page.getByRole('heading', { name: 'Documentation', exact: true }));
      await visible(page.getByRole('heading', { name: 'This API as an OpenAPI 3.1 document' }));
      await page.waitForLoadState('networkidle');

      expect(await page.evaluate(() => (window as Watched).cspViolations)).toEqual([]);
      expect(elsewhere).toEqual([]);
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, `api-docs-${viewport.width}.png`) });
    });
  }
});
