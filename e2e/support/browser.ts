import { isDeepStrictEqual } from 'node:util';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { CHROMIUM_ARGS } from './constants';
import { fileServer, type ServerSettings } from './use-server';

/** Anonymous visitors read GET /api/user and get the expected 401; nothing else may log an error. */
function isExpectedError(message: ConsoleMessage): boolean {
  const url = message.location().url ?? '';
  return (
    message.text().includes('status of 401') && new URL(url, 'http://x').pathname === '/api/user'
  );
}

let clientCount = 0;
/**
 * Each context is another person at another address, as in real life: the test server trusts
 * X-Forwarded-For from loopback, so the per-address sign-in and registration limits count
 * each visitor separately instead of the whole file as one address.
 */
function nextClientAddress(): string {
  clientCount += 1;
  return `198.51.${(process.pid + clientCount) % 250}.${(clientCount % 250) + 1}`;
}

/**
 * The worker's Chromium: launched by the first file that needs it and kept for the files after
 * it (the worker keeps modules loaded between files, vitest.config.ts). A test shares nothing
 * through it: every test's pages live in contexts of their own, closed after it. Playwright
 * ends the browser when the worker exits; a browser that crashed is launched again.
 */
let workerBrowser: Promise<Browser> | undefined;
async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = chromium.launch({
    executablePath: '/usr/bin/chromium',
    // A test's page lives for seconds: V8's optimising tiers cost the renderer more than they
    // save it (on four of the heaviest files, the renderers' CPU fell from 56 s to 49 s).
    args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'],
  });
  return workerBrowser;
}

/**
 * A server of its own (support/use-server.ts) per describe block, started while the worker's
 * Chromium is found or launched; every page's console errors and uncaught exceptions fail the
 * test that produced them; contexts are closed after each test. `server` adds to the server's
 * settings.
 */
export function useBrowser(options: { server?: ServerSettings } = {}) {
  const server = fileServer(options.server);
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    // Both settle before either is used, so a failed start never leaves the server running.
    const [started, opened] = await Promise.allSettled([server.start(), sharedBrowser()]);
    if (opened.status === 'fulfilled') browser = opened.value;
    if (started.status === 'rejected') throw started.reason;
    if (opened.status === 'rejected') throw opened.reason;
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    allowed = [];
    expect(errors.splice(0), 'console errors on the page').toEqual([]);
  });
  afterAll(async () => {
    // A test that failed mid-way may leave a context open: close them before the next file.
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await server.stop();
  });

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('browser not started');
    const context = await browser.newContext({
      baseURL: server.handle.baseURL,
      viewport: { width: 1280, height: 800 },
      timezoneId: 'America/New_York',
      // Every context is a new browser profile: the service worker would precache the shell
      // (800 KB) in each, and answer requests page.route() never sees. The installable-app
      // journey allows it, and the owner's journeys there run under it.
      serviceWorkers: 'block',
      ...options,
      extraHTTPHeaders: { 'X-Forwarded-For': nextClientAddress(), ...options.extraHTTPHeaders },
    });
    contexts.push(context);
    context.on('page', (page) => watchPage(page));
    return context;
  }

  function watchPage(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error' || isExpectedError(message)) return;
      const line = `${page.url()}: ${message.text()} (${message.location().url ?? ''})`;
      if (!allowed.some((pattern) => pattern.test(line))) errors.push(line);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  }

  async function newPage(
    options: BrowserContextOptions = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(options);
    const page = await context.newPage();
    return { context, page };
  }

  /** For the rest of this test, console errors matching a pattern are expected (e.g. a 400 the test provokes). */
  function allowConsoleErrors(...patterns: RegExp[]) {
    allowed.push(...patterns);
  }

  return { newContext, newPage, allowConsoleErrors, server: server.handle };
}

/** Wait until a locator is visible (playwright-core has no expect of its own). */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

export async function hidden(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/**
 * Wait until the locator's element has focus: a closing dialog hands focus back once its exit
 * animation ends, a moment after it is hidden, and a key press moves it after React renders,
 * so reading it once races that hand-over. Fails with a clear message when focus never arrives.
 */
export async function focused(locator: Locator, timeout = 10_000): Promise<void> {
  // The locator is found again at each check: a re-render may replace the element.
  await waitFor(
    () =>
      locator.first().evaluate((el) => el === document.activeElement, undefined, {
        timeout: 1_000,
      }),
    `focus on ${String(locator)}`,
    { timeoutMs: timeout },
  );
}

/**
 * Waits until `read()` gives `expected` (deeply equal): for what settles a moment after an
 * action (a switch's aria-checked after its click, the rows after a search, the address after
 * a link). playwright-core has no retrying expect, and a value read once races the render.
 */
export async function becomes<T>(
  read: () => Promise<T>,
  expected: T,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  await waitFor(
    async () => {
      const value = await read();
      if (isDeepStrictEqual(value, expected)) return true;
      throw new Error(`it is ${JSON.stringify(value)}`);
    },
    `${what} to be ${JSON.stringify(expected)}`,
    { timeoutMs },
  );
}

/**
 * The toast list. Found by test id, not by its "Notifications (F8)" region role, because a
 * modal dialog hides the rest of the page from the accessibility tree while toasts still show.
 */
function toastRegion(page: Page): Locator {
  return page.getByTestId('toast-viewport');
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = toastRegion(page);
  await visible(region.getByText(title, { exact: true }));
  if (description) await visible(region.getByText(description, { exact: true }));
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
