import type { Page } from 'playwright-core';
import type { FakeGoogle } from '../../server/test/fake-google/fake-google';
import { openFirstPanel } from './admin';
import { animationsDone } from './animations';
import { marinaDaysFromNow, pickDate } from './dates';
import { MARKS, seedOwnerMarks } from './owner-marks-seed';

/** One screen e2e/screenshots.ts captures, at each viewport and theme. */
export type Shot = {
  name: string;
  signedIn: boolean;
  /** Taken as the suite's admin instead of the owner. */
  admin?: boolean;
  path: string;
  /** Taken as the admin of a second server whose exports reach a fake Google. */
  sheets?: boolean;
  /**
   * Before the page opens: hold a request, have Google refuse the next calls, or read what the
   * server wrote to its DATA_DIR (a text's code in outbox-sms/).
   */
  before?: (page: Page, google: FakeGoogle | undefined, dataDir: string) => Promise<unknown> | void;
  /** Wait for the load event only: a shot of something still waiting on the network. */
  busy?: boolean;
  prepare?: (page: Page, index: number) => Promise<void>;
};

/** The public and owner screens, in the order they are taken. */
export const ownerShots: Shot[] = [
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
      await animationsDone(page);
    },
  },
  {
    // A closed and a full day marked, the closed one chosen: the next open deadline is named.
    name: 'schedule-marks',
    signedIn: true,
    path: '/schedule',
    prepare: async (page) => {
      await seedOwnerMarks(page);
      await page.reload();
      await pickDate(page, MARKS.closedDay);
      const nextOpen = page.getByTestId('next-open-deadline');
      await nextOpen.getByRole('button').waitFor();
      await nextOpen.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await animationsDone(page);
    },
  },
  {
    name: 'schedule-waitlist',
    signedIn: true,
    path: '/schedule',
    prepare: async (page) => {
      await seedOwnerMarks(page);
      await page.reload();
      await pickDate(page, MARKS.waitlistDay);
      await page.getByRole('button', { name: new RegExp(`^${MARKS.waitlistSlot}`) }).click();
      const place = page.getByTestId('waitlist-place');
      await place.waitFor();
      await place.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await animationsDone(page);
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
      // The confetti's canvas, drawn on from the first burst.
      await page.locator('body > canvas').waitFor();
      await animationsDone(page);
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
  {
    name: 'my-bookings-change-date',
    signedIn: true,
    path: '/my-bookings',
    prepare: async (page) => {
      await page
        .getByRole('button', { name: /^Change date/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Change date' });
      await dialog.getByRole('button', { name: /^3:00 PM/ }).click();
      await animationsDone(page);
    },
  },
  {
    name: 'admin-panel-change-date',
    signedIn: true,
    admin: true,
    path: '/admin',
    prepare: async (page) => {
      await openFirstPanel(page);
      await page.getByRole('button', { name: /^Change date/ }).click();
      await page.getByRole('dialog', { name: 'Change date' }).waitFor();
      await animationsDone(page);
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
      await animationsDone(page);
    },
  },
  { name: 'access-denied', signedIn: true, path: '/admin' },
  // The calendar feed cards, each with a link just made (SHOTS=calendar-feed for these only).
  {
    name: 'calendar-feed-profile',
    signedIn: true,
    path: '/profile',
    prepare: (page) => showNewFeedLink(page, 'Calendar feed'),
  },
  {
    // After a reload the link is gone (stored hashed): the card says the feed is on, since when.
    name: 'calendar-feed-profile-on',
    signedIn: true,
    path: '/profile',
    prepare: async (page) => {
      await showNewFeedLink(page, 'Calendar feed');
      await page.reload();
      const card = page.getByRole('heading', { name: 'Calendar feed' }).locator('..');
      await card.getByText(/Your feed is on/).waitFor();
      await card.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    },
  },
  {
    name: 'calendar-feed-yard',
    signedIn: true,
    admin: true,
    path: '/admin?view=calendar',
    prepare: (page) => showNewFeedLink(page, 'Yard calendar feed'),
  },
];

/** Creates (or resets) the card's feed link and scrolls the card into view. */
async function showNewFeedLink(page: Page, title: string): Promise<void> {
  const card = page.getByRole('heading', { name: title }).locator('..');
  await card.scrollIntoViewIfNeeded();
  const create = card.getByRole('button', { name: 'Create link' });
  if (await create.isVisible()) await create.click();
  else {
    await card.getByRole('button', { name: 'Reset link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
  }
  await card.getByRole('button', { name: 'Copy' }).waitFor();
  await card.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await animationsDone(page);
}
