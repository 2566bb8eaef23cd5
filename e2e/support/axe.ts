import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page, note = ''): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${new URL(page.url()).pathname}${note}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}
