import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../shared/theme';
import { registerOwner } from './support/api';
import { pathOf, useBrowser, visible } from './support/browser';

/**
 * docs/decisions/0025-prerendered-shells.md: the public pages arrive prerendered
 * (scripts/vite-prerender.ts), so they paint before any script has run; with scripts, the app
 * hydrates them without a mismatch (useBrowser fails a test on any console error, React's hydration
 * errors included).
 */
describe('prerendered public pages', () => {
  const { newPage, allowConsoleErrors } = useBrowser();

  it('when JavaScript is off, then /, /schedule and /auth still show their first screen', async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto('/schedule');
    await visible(page.getByRole('heading', { level: 1, name: 'Schedule Haul or Launch' }));
    await visible(page.getByRole('link', { name: 'Sign In' }));
    await page.goto('/auth');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome aboard' }));
    await visible(page.getByRole('tab', { name: 'Login', selected: true }));
    // A form that cannot work without the app says so instead of dropping what is typed.
    expect(await (await visible(page.getByLabel('Email'))).isDisabled()).toBe(true);
    await page.goto('/register');
    await visible(page.getByRole('tab', { name: 'Register', selected: true }));
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1, name: /Get your boat in and out/ }));
  });

  it('when the auth page hydrates, then its tabs and the sign-in form work', async () => {
    const { page } = await newPage();
    await page.goto('/auth');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome aboard' }));
    // Switching tabs needs the app: it proves the page was hydrated, not just painted.
    await page.getByRole('tab', { name: 'Register' }).click();
    await visible(page.getByLabel('Full name'));
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Email').fill('someone@example.com');
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByText('Password is required'));
  });

  it('when the schedule hydrates, then the booking screen follows the heading', async () => {
    const { page } = await newPage();
    await page.goto('/schedule');
    await visible(page.getByRole('radiogroup', { name: 'Service type' }));
    await visible(page.getByText(/Times are in marina time/));
    // The footer's year is filled in by the app (the prerendered page leaves it out).
    await visible(page.getByText(`© ${new Date().getFullYear()}`, { exact: false }));
  });

  it('when the saved theme is dark, then the prerendered page is dark before the app runs', async () => {
    const { context, page } = await newPage();
    await context.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    // Without the app's entry the page is only what the server sent, and the theme script.
    await context.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    allowConsoleErrors(/Failed to load resource/);
    await page.goto('/auth');
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome aboard' }));
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
  });

  it('when a signed-in owner opens / or /auth, then they land on /schedule', async () => {
    const { context, page } = await newPage();
    await registerOwner(context);
    // Signed in, the server sends index.html: no anonymous page flashes before the redirect.
    const html = await (await context.request.get('/')).text();
    expect(html).not.toContain('Get your boat in and out');
    await page.goto('/');
    await page.waitForURL('**/schedule');
    await visible(page.getByRole('link', { name: 'My Services' }));
    await page.goto('/auth');
    await page.waitForURL('**/schedule');
    expect(pathOf(page)).toBe('/schedule');
  });
});
