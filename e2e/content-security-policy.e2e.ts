import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookViaApi, registerOwner } from './support/api';
import { signInAdmin } from './support/admin';
import { useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';

/**
 * Every page of the app (the routes of client/src/lib/paths.ts and the admin's tabs) signed
 * out, as an owner and as the office, and the API reference, under the server's own
 * Content-Security-Policy (server/src/middleware/security-headers.ts), which names no other
 * origin and allows no inline script. A refusal fails the test: Chromium reports it on the
 * console ('Refused to …'), which useBrowser already fails on, and to the page as a
 * securitypolicyviolation event, recorded here by a script that runs before the page's own.
 * A menu is opened too: Radix's dialogs and menus lock scrolling by inserting styles.
 */
type Watched = Window & { cspViolations?: string[] };

async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const watched = window as Watched;
    watched.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.cspViolations!.push(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** What the page has been refused since it loaded, each prefixed with where. */
async function refusals(page: Page, where: string): Promise<string[]> {
  const seen = await page.evaluate(() => (window as Watched).cspViolations ?? ['not watched']);
  return seen.map((violation) => `${where}: ${violation}`);
}

/** Opens the page and waits until it has drawn its heading and stopped fetching. */
async function refusalsOn(page: Page, path: string, timeout = 15_000): Promise<string[]> {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout });
  await page.waitForLoadState('networkidle');
  return refusals(page, path);
}

const SIGNED_OUT = [
  '/',
  '/auth',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=t&email=a%40b.co',
  '/schedule',
  '/no-such-page',
];
const OWNER = ['/schedule', '/my-bookings', '/profile', '/admin', '/no-such-page'];
const ADMIN_TABS = ['bookings', 'new-booking', 'users', 'integrations', 'availability', 'activity'];

describe('the Content-Security-Policy on every page', () => {
  const { newContext, allowConsoleErrors } = useBrowser();

  async function watchedPage(signIn?: (context: BrowserContext) => Promise<unknown>) {
    const context = await newContext();
    await signIn?.(context);
    await watchViolations(context);
    return context.newPage();
  }

  it('when a visitor opens each public page and the API reference, then nothing is refused', async () => {
    // Unknown or spent links answer 400, which the pages show.
    allowConsoleErrors(/status of 400/);
    const page = await watchedPage();
    const found: string[] = [];
    for (const path of SIGNED_OUT) found.push(...(await refusalsOn(page, path)));
    found.push(...(await refusalsOn(page, '/verify-email?token=spent', 15_000)));
    // The renderer is 5 MB of script: on a busy machine it takes its time to start.
    found.push(...(await refusalsOn(page, '/api/docs#tag/documentation', 45_000)));
    expect(found).toEqual([]);
  });

  it('when an owner with a booking opens each page and the menus, then nothing is refused', async () => {
    const page = await watchedPage(async (context) => {
      await registerOwner(context, { fullName: 'Casey Policy' });
      await bookViaApi(context, { bookingDate: marinaDaysFromNow(3), timeSlot: '10:00 AM' });
    });
    const found: string[] = [];
    for (const path of OWNER) found.push(...(await refusalsOn(page, path)));

    await refusalsOn(page, '/schedule');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await visible(page.getByRole('menu'));
    found.push(...(await refusals(page, '/schedule, account menu open')));
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(page.getByRole('dialog', { name: 'Menu' }));
    found.push(...(await refusals(page, '/schedule, phone menu open')));
    expect(found).toEqual([]);
  });

  it("when the office opens each page and each of the dashboard's tabs, then nothing is refused", async () => {
    const page = await watchedPage(signInAdmin);
    const today = marinaDaysFromNow(0);
    const found: string[] = [];
    for (const tab of ADMIN_TABS) found.push(...(await refusalsOn(page, `/admin?tab=${tab}`)));
    for (const path of [
      `/admin/day/${today}`,
      `/admin/board/${today}`,
      '/admin/export',
      '/export-data',
      '/schedule',
      '/profile',
      '/no-such-page',
    ]) {
      found.push(...(await refusalsOn(page, path)));
    }
    expect(found).toEqual([]);
  });
});
