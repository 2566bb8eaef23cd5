import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../shared/theme';
import { XHR, bookViaApi, registerOwner, signIn, uniqueEmail, type TestOwner } from './support/api';
import { seriousViolations } from './support/axe';
import { becomes, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';
import { presetTheme } from './support/theme';

const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/reset-password?token=t&email=a%40b.co',
  '/verify-email',
];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const OWNER_PAGES = ['/schedule', '/my-bookings', '/profile', '/admin', '/no-such-page'];

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ state: 'visible' });
}

describe('themes, accessibility and small screens', () => {
  const { newContext, newPage } = useBrowser();

  it('when the theme is toggled, then it persists under marina-theme across a reload', async () => {
    const { page } = await newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    const stored = () => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await becomes(stored, 'dark', `localStorage ${THEME_STORAGE_KEY}`);
    await page.reload();
    await visible(page.getByRole('button', { name: 'Switch to light theme' }));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    // Stored before the reload, or the reload would read the dark one still.
    await becomes(stored, 'light', `localStorage ${THEME_STORAGE_KEY}`);
    await page.reload();
    await visible(page.getByRole('button', { name: 'Switch to dark theme' }));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
  });

  it('when every page is checked in both themes, then axe finds nothing serious and a 390 px phone never scrolls sideways', async () => {
    const seed = await newContext();
    const owner: TestOwner = await registerOwner(seed, { fullName: 'Robin Axe' });
    // An unverified preferred email, so /profile shows its notice and Send again.
    const saved = await seed.request.post('/api/profile', {
      headers: XHR,
      data: { fullName: 'Robin Axe', storageType: 'wet-slip', preferredEmail: uniqueEmail('axe') },
    });
    expect(saved.ok()).toBe(true);
    await bookViaApi(seed, { bookingDate: marinaDaysFromNow(8), timeSlot: '12:00 PM' });
    await bookViaApi(seed, {
      bookingDate: marinaDaysFromNow(9),
      timeSlot: '10:00 AM',
      serviceType: 'launch',
    });

    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const anonymous: BrowserContext = await newContext();
      const signedIn: BrowserContext = await newContext();
      for (const context of [anonymous, signedIn]) {
        await presetTheme(context, theme);
      }
      await signIn(signedIn, owner.email, owner.password);
      const pages: Array<[BrowserContext, string]> = [
        ...PUBLIC_PAGES.map((path) => [anonymous, path] as [BrowserContext, string]),
        [anonymous, '/schedule'],
        ...OWNER_PAGES.map((path) => [signedIn, path] as [BrowserContext, string]),
      ];
      const tabs = new Map<BrowserContext, Page>();
      for (const [context, path] of pages) {
        const page = tabs.get(context) ?? (await context.newPage());
        tabs.set(context, page);
        await page.setViewportSize(DESKTOP);
        await settle(page, path);
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(dark, `${path} in ${theme}`).toBe(theme === 'dark');
        problems.push(...(await seriousViolations(page)).map((v) => `${theme}: ${v}`));
        // The same page on a 390 x 844 phone: no sideways scrolling.
        await page.setViewportSize(PHONE);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0)
          problems.push(`${path} (${theme}) scrolls sideways by ${overflow}px at 390 px`);
      }
      // The cancel dialog, too.
      const page = tabs.get(signedIn)!;
      await page.setViewportSize(DESKTOP);
      await settle(page, '/my-bookings');
      await page.getByRole('button', { name: 'Cancel Service' }).first().click();
      await visible(page.getByRole('alertdialog'));
      problems.push(...(await seriousViolations(page)).map((v) => `${theme} dialog: ${v}`));
    }
    expect(problems).toEqual([]);
  }, 150_000);
});
