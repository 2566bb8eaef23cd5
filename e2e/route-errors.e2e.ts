import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { seriousViolations } from './support/axe';
import { presetTheme } from './support/theme';
import { useBrowser, visible } from './support/browser';

/**
 * docs/product.md#web-app: after a deploy, a page opened before it asks for chunks the server no
 * longer has. The not-found screen's chunk stands for any screen's: it is fetched only when that
 * screen is rendered (nothing preloads it), so failing its requests is what a missing file does.
 */
const NOT_FOUND_CHUNK = /\/assets\/not-found-[\w-]+\.js$/;
const CHUNK_FAILURE = /ERR_FAILED|Failed to fetch dynamically imported module/;

/** The chunk's first `failures` requests fail; later ones load. */
async function failChunk(page: Page, failures: number): Promise<void> {
  let left = failures;
  await page.route(NOT_FOUND_CHUNK, (route) =>
    left-- > 0 ? route.abort('failed') : route.continue(),
  );
}

const isReport = (url: string) => new URL(url).pathname === '/api/client-errors';

/** Page loads (the first visit and every reload), the error reports sent and the answers seen. */
function watch(page: Page) {
  const seen = { loads: 0, reports: [] as unknown[], answers: [] as number[] };
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.loads += 1;
    if (isReport(request.url())) seen.reports.push(request.postDataJSON());
  });
  page.on('response', (response) => {
    if (isReport(response.url())) seen.answers.push(response.status());
  });
  return seen;
}

const chunkReport = {
  kind: 'chunk',
  name: 'TypeError',
  message: expect.stringMatching(/^Failed to fetch dynamically imported module: .*\/not-found-/),
  route: '/*',
  stack: expect.any(String),
};

describe('a screen whose code did not load', () => {
  const { newPage, allowConsoleErrors } = useBrowser();

  it('when its chunk fails once, then the page reloads once, the screen shows, and the failure is reported', async () => {
    allowConsoleErrors(CHUNK_FAILURE);
    const { page } = await newPage();
    await failChunk(page, 1);
    const seen = watch(page);
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    expect(seen.loads).toBe(2);
    expect(seen.reports).toEqual([chunkReport]);
  });

  it('when it fails again after the reload, then no third load: the error screen, whose Retry loads the screen', async () => {
    allowConsoleErrors(CHUNK_FAILURE);
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    await failChunk(page, 2);
    const seen = watch(page);
    await page.goto('/no-such-page?from=mail');
    await visible(page.getByRole('heading', { name: 'This page did not load' }));
    expect(seen.loads).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    await waitFor(() => seen.answers.includes(204), 'the server to answer an error report (204)');
    expect(seen.reports).toEqual([chunkReport, chunkReport]);

    await page.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }));
    expect(seen.loads).toBe(2);
  });

  it('when the error screen shows in the dark theme, then axe finds nothing serious', async () => {
    allowConsoleErrors(CHUNK_FAILURE);
    const { context, page } = await newPage();
    await presetTheme(context, 'dark');
    await failChunk(page, 2);
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: 'This page did not load' }));
    expect(await seriousViolations(page, ' (dark)')).toEqual([]);
  });
});
