import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsDone } from './animations';

/** The axe-core that @axe-core/playwright itself would inject: same version, same rules. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/**
 * axe's serious and critical findings on the page as it is now, one line each.
 *
 * axe runs straight in the page, every rule as AxeBuilder runs them, but injected only once per
 * document and reporting violations alone: AxeBuilder opens a blank page per check to merge
 * frame results (our pages have no frames) and ships every passing node back, which made each
 * check four times slower.
 */
export async function seriousViolations(page: Page, note = ''): Promise<string[]> {
  // Colours read mid-transition (a toggle just pressed) are neither state's: judge the page
  // once it stands still, as a reader sees it.
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: AxeRun } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  return found.map((line) => `${new URL(page.url()).pathname}${note}: ${line}`);
}

type AxeRun = (context: Document, options: { resultTypes: ['violations'] }) => Promise<AxeResults>;
