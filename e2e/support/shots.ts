import type { Page } from 'playwright-core';
import type { FakeGoogle } from '../../server/test/fake-google/fake-google';
import { marinaDaysFromNow, pickDate } from './dates';

/** One screen e2e/screenshots.ts captures, at each viewport and theme. */
export type Shot = {
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
];
