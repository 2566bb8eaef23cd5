/**
 * Captures every owner and admin screen at 390x844 and 1280x800, light and dark, into e2e/screenshots/.
 * Run: node_modules/.bin/tsx e2e/screenshots.ts (SHOTS=admin for the admin desk only)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { startFakeGoogle, type FakeGoogle } from '../server/test/fake-google/fake-google';
import { bookViaApi, registerOwner, signIn } from './support/api';
import { adminBook, signInAdmin } from './support/admin';
import { drillDownTo, settled, showMonthOf } from './support/calendar';
import { CHROMIUM_ARGS } from './support/constants';
import { marinaDaysFromNow, pickDate } from './support/dates';
import { buildClientIfNeeded, startServer, type TestServer } from './support/server';
import { presetTheme } from './support/theme';

type Shot = {
  name: string;
  signedIn: boolean;
  /** Taken as the suite's admin instead of the owner. */
  admin?: boolean;
  path: string;
  /** Taken as the admin of a second server whose exports reach a fake Google. */
  sheets?: boolean;
  /** Before the page opens: hold a request, or have Google refuse the next calls. */
  before?: (page: Page, google: FakeGoogle | undefined) => Promise<unknown> | void;
  /** Wait for the load event only: a shot of something still waiting on the network. */
  busy?: boolean;
  prepare?: (page: Page, index: number) => Promise<void>;
};

/** Opens the first row's booking panel and waits for its history; returns the history list. */
async function openFirstPanel(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: / details$/ })
    .first()
    .click();
  const history = page.getByTestId('booking-history');
  await history.getByRole('listitem').first().waitFor();
  return history;
}

const shots: Shot[] = [
  { name: 'landing', signedIn: false, path: '/' },
  { name: 'auth-login', signedIn: false, path: '/auth' },
  {
    name: 'auth-register-errors',
    signedIn: false,
    path: '/register',
    prepare: async (page) => page.getByRole('button', { name: 'Create Account' }).click(),
  },
  { name: 'forgot-password', signedIn: false, path: '/forgot-password' },
  { name: 'reset-invalid', signedIn: false, path: '/reset-password' },
  {
    name: 'reset-form',
    signedIn: false,
    path: '/reset-password?token=abc&email=owner%40example.com',
  },
  { name: 'schedule-signed-out', signedIn: false, path: '/schedule' },
  {
    name: 'schedule',
    signedIn: true,
    path: '/schedule',
    prepare: async (page) => {
      await pickDate(page, marinaDaysFromNow(5));
      await page.getByRole('button', { name: /^12:00 PM/ }).click();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'schedule-success',
    signedIn: true,
    path: '/schedule',
    prepare: async (page, index) => {
      await pickDate(page, marinaDaysFromNow(20 + index));
      await page.getByRole('button', { name: /^10:00 AM/ }).click();
      await page.getByRole('button', { name: 'CONFIRM SERVICE' }).click();
      await page.getByRole('dialog', { name: 'Service Scheduled!' }).waitFor();
      await page.waitForTimeout(700);
    },
  },
  { name: 'my-bookings', signedIn: true, path: '/my-bookings' },
  {
    name: 'my-bookings-cancel',
    signedIn: true,
    path: '/my-bookings',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Cancel Service' }).first().click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  { name: 'profile', signedIn: true, path: '/profile' },
  {
    name: 'menu-open',
    signedIn: true,
    path: '/schedule',
    prepare: async (page) => {
      const mobile = page.getByRole('button', { name: 'Open menu' });
      if (await mobile.isVisible()) await mobile.click();
      else await page.getByRole('button', { name: /Account menu/ }).click();
      await page.waitForTimeout(300);
    },
  },
  { name: 'access-denied', signedIn: true, path: '/admin' },
  { name: 'admin-list', signedIn: true, admin: true, path: '/admin' },
  {
    name: 'admin-panel',
    signedIn: true,
    admin: true,
    path: '/admin',
    prepare: async (page) => {
      await openFirstPanel(page);
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'admin-panel-history',
    signedIn: true,
    admin: true,
    path: '/admin',
    prepare: async (page) => {
      const history = await openFirstPanel(page);
      await history.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'admin-clear-all',
    signedIn: true,
    admin: true,
    path: '/admin',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Clear All Bookings' }).click();
      await page.getByRole('alertdialog').getByText('active bookings', { exact: false }).waitFor();
      await page.waitForTimeout(300);
    },
  },
  // The admin calendar's three views (a phone starts in day view) and the crew day sheet.
  ...(['Month', 'Week', 'Day'] as const).map((view): Shot => ({
    name: `admin-calendar-${view.toLowerCase()}`,
    signedIn: true,
    admin: true,
    path: '/admin?view=calendar',
    prepare: async (page) => {
      const day = marinaDaysFromNow(3);
      await page.getByRole('button', { name: 'Month', exact: true }).click();
      await settled(page);
      await showMonthOf(page, day);
      if (view === 'Day') await drillDownTo(page, day);
      if (view === 'Week') await page.getByRole('button', { name: 'Week', exact: true }).click();
      await settled(page);
      const event = page.locator('.rbc-event').first();
      if (view === 'Month' && (await event.isVisible())) await event.hover();
      await page.waitForTimeout(1000);
    },
  })),
  {
    name: 'admin-day-sheet',
    signedIn: true,
    admin: true,
    path: `/admin/day/${marinaDaysFromNow(3)}`,
  },
  {
    name: 'admin-new-booking',
    signedIn: true,
    admin: true,
    path: '/admin?tab=new-booking',
    prepare: async (page) => {
      // A customer chosen (their details filled in), the rest left for SPEC's messages.
      await page.getByRole('button', { name: /^Customer/ }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Create Booking' }).click();
      await page.waitForTimeout(300);
    },
  },
  { name: 'admin-users', signedIn: true, admin: true, path: '/admin?tab=users' },
  { name: 'admin-availability', signedIn: true, admin: true, path: '/admin?tab=availability' },
  { name: 'admin-activity', signedIn: true, admin: true, path: '/admin?tab=activity' },
  // The export screen: running, exported, refused by Google, and on a server without settings.
  {
    name: 'admin-export-running',
    signedIn: true,
    admin: true,
    sheets: true,
    path: '/admin/export',
    busy: true,
    // Never answered, so the spinner stays.
    before: (page) => page.route('**/api/export/sheets', () => {}),
    prepare: (page) => page.getByRole('heading', { name: 'Export bookings' }).waitFor(),
  },
  {
    name: 'admin-export-success',
    signedIn: true,
    admin: true,
    sheets: true,
    path: '/admin/export',
  },
  {
    name: 'admin-export-refused',
    signedIn: true,
    admin: true,
    sheets: true,
    path: '/admin/export',
    before: (_page, google) => google?.failNext(403, 1),
  },
  { name: 'admin-export-not-set-up', signedIn: true, admin: true, path: '/export-data' },
  // EXPORT NOW's caption when the export goes to Google Sheets (admin-list shows the CSV one).
  { name: 'admin-export-now-sheets', signedIn: true, admin: true, sheets: true, path: '/admin' },
  { name: 'not-found', signedIn: true, path: '/no-such-page' },
];

/** SHOTS=admin takes only the shots whose names start with it. */
const only = process.env.SHOTS;
const selected = shots.filter((s) => !only || s.name.startsWith(only));

/** An owner with two bookings of their own and three the office made for them. */
async function seedBookings(browser: Browser, baseURL: string) {
  const seed = await browser.newContext({ baseURL });
  const owner = await registerOwner(seed, { fullName: 'Morgan Tide' });
  await bookViaApi(seed, { bookingDate: marinaDaysFromNow(7), timeSlot: '12:00 PM' });
  await bookViaApi(seed, {
    bookingDate: marinaDaysFromNow(11),
    timeSlot: '3:00 PM',
    serviceType: 'launch',
  });
  await seed.close();
  const office = await browser.newContext({ baseURL });
  await signInAdmin(office);
  for (const [i, name] of ['Avery Marlin', 'Blake Seaworth', 'Casey Drydock'].entries()) {
    await adminBook(office, owner.user, {
      bookingDate: marinaDaysFromNow(3 + i),
      timeSlot: i === 1 ? '3:00 PM' : '10:00 AM',
      ownerName: name,
      serviceType: i === 1 ? 'launch' : 'haul-out',
      specialRequests:
        i === 0 ? 'Mast stepped; please use the long slings and check the zincs.' : null,
    });
  }
  await office.close();
  return owner;
}

async function main() {
  buildClientIfNeeded();
  const server = await startServer();
  // Only when a chosen shot needs it: a second server whose exports reach a fake Google.
  let google: FakeGoogle | undefined;
  let sheetsServer: TestServer | undefined;
  if (selected.some((shot) => shot.sheets)) {
    google = await startFakeGoogle();
    sheetsServer = await startServer(google.env());
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const outDir = join(import.meta.dirname, 'screenshots');
  mkdirSync(outDir, { recursive: true });
  try {
    const owner = await seedBookings(browser, server.baseURL);
    if (sheetsServer) await seedBookings(browser, sheetsServer.baseURL);

    let index = 0;
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const contexts: Record<'anon' | 'owner' | 'admin' | 'sheets', BrowserContext> = {
          anon: await browser.newContext({
            baseURL: server.baseURL,
            viewport,
            reducedMotion: 'no-preference',
          }),
          owner: await browser.newContext({ baseURL: server.baseURL, viewport }),
          admin: await browser.newContext({ baseURL: server.baseURL, viewport }),
          sheets: await browser.newContext({
            baseURL: sheetsServer?.baseURL ?? server.baseURL,
            viewport,
          }),
        };
        for (const context of Object.values(contexts)) {
          await presetTheme(context, theme);
        }
        await signIn(contexts.owner, owner.email, owner.password);
        await signInAdmin(contexts.admin);
        if (sheetsServer) await signInAdmin(contexts.sheets);
        for (const shot of selected) {
          const role = shot.sheets
            ? 'sheets'
            : shot.admin
              ? 'admin'
              : shot.signedIn
                ? 'owner'
                : 'anon';
          const page = await contexts[role].newPage();
          await shot.before?.(page, google);
          await page.goto(shot.path);
          if (!shot.busy) await page.waitForLoadState('networkidle');
          await shot.prepare?.(page, index++);
          const file = join(outDir, `${shot.name}-${viewport.width}-${theme}.png`);
          await page.screenshot({
            path: file,
            fullPage: !shot.prepare || shot.name === 'auth-register-errors',
          });
          await page.close();
        }
        await Promise.all(Object.values(contexts).map((context) => context.close()));
      }
    }
    console.log(`screenshots written to ${outDir}`);
  } finally {
    await browser.close();
    await server.stop();
    await sheetsServer?.stop();
    await google?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
