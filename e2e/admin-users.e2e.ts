import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, signIn, XHR } from './support/api';
import {
  adminBook,
  adminSession,
  searchList,
  sidewaysOverflow,
  smallTargets,
} from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, expectToast, focused, hidden, useBrowser, visible } from './support/browser';
import { ADMIN_EMAIL } from './support/constants';
import { marinaDaysFromNow } from './support/dates';
import { presetTheme } from './support/theme';
import { allUsers, openUsersTab, searchUsers, setRole, userRow } from './support/users';

/**
 * The selected dashboard tab against the others (once about 1.2:1 in dark theme): its text
 * at least 4.5:1 on its own background, and that background clearly apart from the list's.
 */
function selectedTabProblems(page: Page, theme: string): Promise<string[]> {
  return page.evaluate((theme) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const selected = document.querySelector('[role="tab"][aria-selected="true"]')!;
    const list = selected.closest('[role="tablist"]')!;
    const own = getComputedStyle(selected);
    const text = ratio(own.color, own.backgroundColor);
    const apart = ratio(own.backgroundColor, getComputedStyle(list).backgroundColor);
    const problems: string[] = [];
    if (text < 4.5) problems.push(`${theme}: selected tab text ${text.toFixed(2)}:1`);
    if (apart < 3) problems.push(`${theme}: selected tab only ${apart.toFixed(2)}:1 from the rest`);
    return problems;
  }, theme);
}

const LAST_MANAGER = 'The last manager must stay one. Make another user a manager first.';

describe('admin Users tab', () => {
  const { newContext, allowConsoleErrors } = useBrowser();
  let session: Awaited<ReturnType<typeof adminSession>>;
  beforeAll(async () => {
    session = await adminSession(newContext);
  });

  async function usersTab(options: { width?: number; theme?: 'light' | 'dark' } = {}) {
    const admin = await newContext({
      storageState: session,
      viewport: { width: options.width ?? 1280, height: 844 },
    });
    if (options.theme) await presetTheme(admin, options.theme);
    const page = await admin.newPage();
    await openUsersTab(page);
    return { admin, page };
  }

  const owner = async (fullName = 'Robin Users') => registerOwner(await newContext(), { fullName });

  it('when the tab opens, then the Users columns, role badges and the upcoming count show, with 3 skeleton rows while loading and its texts for none and for failure', async () => {
    const { admin, page } = await usersTab();
    const customer = await owner();
    await adminBook(admin, customer.user, {
      bookingDate: marinaDaysFromNow(30),
      timeSlot: '10:00 AM',
      ownerName: customer.fullName,
    });
    for (const name of ['Email', 'Username', 'Role', 'Actions']) {
      await visible(page.getByRole('columnheader', { name, exact: true }));
    }
    await searchUsers(page, customer.email);
    const row = userRow(page, customer.email);
    await visible(row.getByTestId('role-badge').getByText('Owner', { exact: true }));
    await visible(row.getByText('1 upcoming booking', { exact: true }));
    await searchUsers(page, ADMIN_EMAIL);
    await visible(userRow(page, ADMIN_EMAIL).getByTestId('role-badge').getByText('Manager'));
    await searchUsers(page, 'no-such-user-anywhere');
    await visible(page.getByRole('heading', { name: 'No users found' }));

    // A slow answer shows three skeleton rows; a failed one shows the catalogued text
    // (docs/product.md#error-catalogue).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users?*', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { message: 'Something went wrong on our side' } });
    });
    allowConsoleErrors(/status of 500/);
    await page.reload();
    const skeleton = page.getByLabel('Loading users');
    await visible(skeleton);
    expect(await skeleton.locator('div').count()).toBe(3);
    release();
    await visible(page.getByRole('alert').getByText('Error loading users. Please try again.'));
  });

  it('when an owner is made office staff and then an owner again, then the role badge and Delete User follow each change', async () => {
    const { admin, page } = await usersTab();
    const customer = await owner();
    try {
      await searchUsers(page, customer.email);
      const row = userRow(page, customer.email);
      const menu = row.getByRole('button', { name: `Change role of ${customer.email}` });
      const choose = async (role: string) => {
        await menu.click();
        await page.getByRole('menuitemradio', { name: role }).click();
      };
      await choose('Office');
      // Asked first: Cancel changes nothing and gives focus back to the menu.
      const confirm = page.getByRole('alertdialog', { name: /role to Office\?$/ });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await hidden(confirm);
      await focused(menu);
      await visible(row.getByTestId('role-badge').getByText('Owner', { exact: true }));
      await choose('Office');
      await confirm.getByRole('button', { name: 'Change to Office' }).click();
      await expectToast(page, 'Role updated', `${customer.email} is now Office.`);
      await visible(row.getByTestId('role-badge').getByText('Office', { exact: true }));
      // Staff cannot be deleted (docs/product.md#roles): the button goes with the role.
      expect(await row.getByRole('button', { name: /^Delete User/ }).count()).toBe(0);

      await choose('Owner');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Change to Owner' }).click();
      await expectToast(page, 'Role updated', `${customer.email} is now Owner.`);
      await visible(row.getByTestId('role-badge').getByText('Owner', { exact: true }));
      await visible(row.getByRole('button', { name: `Delete User ${customer.email}` }));
    } finally {
      await setRole(admin, customer.user.id, 'owner');
    }
  });

  it('when a manager other than the last gives up the role, then after confirming they are signed out and sign in to what the new role offers', async () => {
    const { admin } = await usersTab();
    const colleague = await owner('Alex Colleague');
    await setRole(admin, colleague.user.id, 'manager');
    try {
      const context = await newContext();
      await signIn(context, colleague.email, colleague.password);
      const page = await context.newPage();
      await openUsersTab(page);
      await searchUsers(page, colleague.email);
      const menu = userRow(page, colleague.email).getByRole('button', {
        name: `Change role of ${colleague.email}`,
      });
      await menu.click();
      await page.getByRole('menuitemradio', { name: 'Office' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Change your own role to Office?' });
      await dialog.getByRole('button', { name: 'Keep My Role' }).click();
      await hidden(dialog);
      await menu.click();
      await page.getByRole('menuitemradio', { name: 'Office' }).click();
      await dialog.getByRole('button', { name: 'Change to Office' }).click();
      await page.waitForURL('**/auth');
      await visible(page.getByText('Your role is now Office. Sign in again.'));
      await page.getByLabel('Email').fill(colleague.email);
      await page.getByLabel('Password').fill(colleague.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/admin');
      await page.goto('/admin?tab=integrations');
      await visible(page.getByRole('heading', { name: 'Access Denied' }));
    } finally {
      await setRole(admin, colleague.user.id, 'owner');
    }
  });

  it('when checked in light and dark, on a wide screen and a phone, then axe finds nothing serious and a phone shows cards without sideways scrolling', async () => {
    // An owner, so the list has a row with Delete User. It runs before the pager's 51 owners
    // arrive: axe checks every row, and a full page of the same row took it five times longer.
    await owner('Axel Users');
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const { page } = await usersTab({ width, theme });
        await visible(page.getByTestId('user-row'));
        expect(await page.getByRole('table').count(), `${width}`).toBe(width > 700 ? 1 : 0);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) problems.push(`${width} ${theme} scrolls sideways by ${overflow}px`);
        problems.push(...(await seriousViolations(page, ` ${width} ${theme}`)));
        if (width === 390) {
          const small = await smallTargets(page, '[role="tabpanel"]');
          problems.push(...small.map((target) => `${theme}: ${target} at 390 px`));
        }
        problems.push(...(await selectedTabProblems(page, theme)));
        await page
          .getByRole('button', { name: /^Delete User/ })
          .first()
          .click();
        await visible(page.getByRole('alertdialog'));
        problems.push(...(await seriousViolations(page, ` ${width} ${theme} delete dialog`)));
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('when a search matches more users than a page holds, then Next and Previous walk the pages', async () => {
    const { page } = await usersTab();
    const tag = `Pager${Date.now().toString(36)}`;
    // Twenty sign-ups an hour per address: three visitors register the 51 owners.
    await Promise.all(
      [0, 1, 2].map(async () => {
        const context = await newContext();
        for (let i = 0; i < 17; i += 1) await registerOwner(context, { fullName: `${tag} Owner` });
      }),
    );
    await searchUsers(page, tag);
    const pages = page.getByRole('navigation', { name: 'User pages' });
    await visible(pages.getByText('1-50 of 51 users'));
    await pages.getByRole('button', { name: 'Next' }).click();
    await visible(pages.getByText('51-51 of 51 users'));
    // The rows may follow the pager's words a render later (the previous page stays meanwhile).
    await becomes(() => page.getByTestId('user-row').count(), 1, 'the rows of page 2');
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Previous' }).click();
    await visible(pages.getByText('1-50 of 51 users'));
    await becomes(() => page.getByTestId('user-row').count(), 50, 'the rows of page 1');
  }, 120_000);

  it('when an owner with bookings is deleted, then the dialog counts them and both the user and the bookings are gone', async () => {
    const { admin, page } = await usersTab();
    const customer = await owner('Dana Deleted');
    for (const [days, timeSlot] of [
      [31, '10:00 AM'],
      [32, '12:00 PM'],
    ] as const) {
      await adminBook(admin, customer.user, {
        bookingDate: marinaDaysFromNow(days),
        timeSlot,
        ownerName: customer.fullName,
      });
    }
    await searchUsers(page, customer.email);
    await userRow(page, customer.email)
      .getByRole('button', { name: `Delete User ${customer.email}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await visible(
      dialog.getByText(`Dana Deleted (${customer.email}) has 2 bookings (2 upcoming).`, {
        exact: false,
      }),
    );
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await expectToast(page, 'User deleted', `${customer.email} and their 2 bookings were deleted.`);
    await hidden(dialog);
    await visible(page.getByRole('heading', { name: 'No users found' }));

    await page.getByRole('tab', { name: 'Bookings' }).click();
    await searchList(page, customer.email);
    await visible(page.getByRole('heading', { name: 'No bookings found' }));
    const left = await admin.request.get(`/api/bookings?q=${customer.email}`, { headers: XHR });
    expect(((await left.json()) as { total: number }).total).toBe(0);
  });

  it('when the user was deleted elsewhere meanwhile, then docs/product.md#error-catalogue names the failure with the server message', async () => {
    const { admin, page } = await usersTab();
    const customer = await owner();
    await searchUsers(page, customer.email);
    await admin.request.delete(`/api/users/${customer.user.id}`, { headers: XHR });
    allowConsoleErrors(/status of 404/);
    await userRow(page, customer.email)
      .getByRole('button', { name: `Delete User ${customer.email}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete User' }).click();
    await expectToast(page, 'Error', 'Failed to delete user: User not found');
  });

  // Last: it is the one journey that could leave the file's server without its admin if the rule broke.
  it('when the only manager gives up the role, then a dialog names them and the server refuses with its reason on the page', async () => {
    const { admin, page } = await usersTab();
    const everyone = await allUsers(admin);
    const me = everyone.find((u) => u.email === ADMIN_EMAIL)!;
    const others = everyone.filter((u) => u.role === 'manager' && u.id !== me.id);
    for (const other of others) await setRole(admin, other.id, 'office');
    try {
      await searchUsers(page, ADMIN_EMAIL);
      const row = userRow(page, ADMIN_EMAIL);
      await row.getByRole('button', { name: `Change role of ${ADMIN_EMAIL}` }).click();
      await page.getByRole('menuitemradio', { name: 'Office' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Change your own role to Office?' });
      await visible(
        dialog.getByText(`You are signed in as ${me.ownerName} (${ADMIN_EMAIL})`, {
          exact: false,
        }),
      );
      allowConsoleErrors(/status of 409/);
      await dialog.getByRole('button', { name: 'Change to Office' }).click();
      await expectToast(page, 'Error', `Failed to update user role: ${LAST_MANAGER}`);
      await hidden(dialog);
      await visible(row.getByText(LAST_MANAGER, { exact: true }));
      await visible(row.getByTestId('role-badge').getByText('Manager', { exact: true }));
      expect(new URL(page.url()).pathname).toBe('/admin');
    } finally {
      for (const other of others) await setRole(admin, other.id, 'manager');
    }
  });
});
