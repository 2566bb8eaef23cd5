/**
 * Captures the lift rules' screens (docs/product.md#lifts) at 390x844 and 1280x800, light and
 * dark: the Lifts section with limits, /schedule explaining a deadline no lift takes, the crew
 * board with limits and a misfit, and New Booking's 'Book past the lift rules'. A server of its
 * own, so the lifts' limits never reach the other screenshots' yard.
 * Run: node_modules/.bin/tsx e2e/lift-screenshots.ts (SHOTS_DIR=<dir>, default e2e/screenshots)
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { signIn } from './support/api';
import { signInAdmin } from './support/admin';
import { CHROMIUM_ARGS } from './support/constants';
import { liftShots, seedLiftYard } from './support/lift-shots';
import { buildClientIfNeeded, startServer } from './support/server';
import { presetTheme } from './support/theme';

async function main() {
  buildClientIfNeeded();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const outDir = resolve(process.env.SHOTS_DIR ?? join(import.meta.dirname, 'screenshots'));
  mkdirSync(outDir, { recursive: true });
  try {
    const owner = await seedLiftYard(browser, server.baseURL);
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const contexts = {
          owner: await browser.newContext({ baseURL: server.baseURL, viewport }),
          admin: await browser.newContext({ baseURL: server.baseURL, viewport }),
        };
        await presetTheme(contexts.owner, theme);
        await presetTheme(contexts.admin, theme);
        await signIn(contexts.owner, owner.email, owner.password);
        await signInAdmin(contexts.admin);
        for (const shot of liftShots) {
          const page = await contexts[shot.as].newPage();
          await page.goto(shot.path);
          await shot.prepare(page);
          const file = join(outDir, `${shot.name}-${viewport.width}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
          await page.close();
        }
        await contexts.owner.close();
        await contexts.admin.close();
      }
    }
    console.log(`screenshots written to ${outDir}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
