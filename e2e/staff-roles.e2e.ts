import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../shared/roles';
import { registerOwner, XHR, type TestOwner } from './support/api';
import { adminBook, adminSession } from './support/admin';
import { expectToast, hidden, useBrowser, visible } from './support/browser';
import { boardCard, boardColumn, ensureLifts } from './support/crew-board';
import { marinaDaysFromNow } from './support/dates';
import { openUsersTab, searchUsers, setRole, signInOnPage, userRow } from './support/users';

/** The tabs the dashboard offers, in order. */
const tabNames = async (page: Page) =>
  (
    await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab').allTextContents()
  ).map((name) => name.trim());

describe('staff roles', () => {
  const { newContext, newPage } = useBrowser();
  let session: Awaited<ReturnType<typeof adminSession>>;
  let manager: BrowserContext;
  beforeAll(async () => {
    session = await adminSession(newContext);
  });

  /** A new account the manager (the suite's admin) gives `role`, through the API. */
  async function staffMember(role: Role, fullName: string): Promise<TestOwner> {
    manager = await newContext({ storageState: session });
    const member = await registerOwner(await newContext(), { fullName });
    await setRole(manager, member.user.id, role);
    return member;
  }

  it('when the crew signs in on the yard tablet, then they land on today’s board, set a status and a lift, and are offered nothing else', async () => {
    const today = marinaDaysFromNow(0);
    const crew = await staffMember('crew', 'Casey Crew');
    const [, forklift] = await ensureLifts(manager, ['Travel Lift', 'Forklift']);
    const owner = await registerOwner(await newContext(), { fullName: 'Rowan Keel' });
    const booking = await adminBook(manager, owner.user, {
      bookingDate: today,
      timeSlot: '3:00 PM',
      ownerName: 'Rowan Keel',
    });

    const { page } = await newPage({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    await signInOnPage(page, crew.email, crew.password);
    await page.waitForURL(`**/admin/board/${today}`);
    await visible(page.locator('[data-testid="live-indicator"][data-state="connected"]'));

    const card = boardCard(page, booking);
    const answered = page.waitForResponse(
      (res) => res.url().endsWith(`/api/bookings/${booking.id}/status`) && res.ok(),
    );
    await card.getByRole('button', { name: 'Start', exact: true }).click();
    await answered;
    await page.locator(`[data-booking-id="${booking.id}"][data-status="in_progress"]`).waitFor();
    await card.getByRole('combobox', { name: 'Lift' }).click();
    await page.getByRole('option', { name: 'Forklift' }).click();
    await visible(boardColumn(page, 'Forklift').locator(`[data-booking-id="${booking.id}"]`));
    const day = await manager.request.get(`/api/bookings?from=${today}&to=${today}`, {
      headers: XHR,
    });
    const saved = ((await day.json()) as { bookings: { id: number; liftId: number | null }[] })
      .bookings;
    expect(saved.find((b) => b.id === booking.id)?.liftId).toBe(forklift!.id);
    // The phone still calls the owner.
    expect(await card.getByRole('link', { name: '555-0142' }).getAttribute('href')).toBe(
      'tel:5550142',
    );

    // Nothing outside the crew's role is offered: no dashboard, New Booking, Users, Export, delete.
    await visible(page.getByRole('link', { name: 'Crew board', exact: true }));
    for (const name of ['Admin', 'New Booking', 'Users', 'Export']) {
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    }
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('button', { name: /delete|export/i }).count()).toBe(0);

    // The day sheet's panel: status and lift, without history, change date or delete.
    await page.getByRole('link', { name: 'Day sheet' }).click();
    await page.waitForURL(`**/admin/day/${today}`);
    const service = page.locator(
      `[data-testid="day-sheet-service"][data-booking-id="${booking.id}"]`,
    );
    await visible(service.getByText('Only the office can tick Completed.', { exact: false }));
    expect(await service.getByRole('switch', { name: 'Completed' }).isDisabled()).toBe(true);
    await service.getByRole('button', { name: 'Details' }).click();
    const panel = page.getByRole('dialog');
    await visible(panel.getByRole('group', { name: 'Change service status' }));
    for (const name of [/^Delete/, /^Change date/]) {
      expect(await panel.getByRole('button', { name }).count(), String(name)).toBe(0);
    }
    expect(await panel.getByRole('heading', { name: 'History' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await hidden(panel);

    // Typed addresses: the dashboard sends the crew to the board; the Users tab is denied.
    await page.goto('/admin');
    await page.waitForURL(`**/admin/board/${today}`);
    await page.goto('/admin/users');
    await visible(page.getByRole('heading', { name: 'Access Denied' }));
    await visible(page.getByText('Your role (Crew) does not include it.', { exact: false }));
    await page.goto('/admin/export');
    await visible(page.getByRole('heading', { name: 'Access Denied' }));
  });

  it('when the office signs in, then they land on Bookings, read Users without a role menu, have no Integrations and can open Availability', async () => {
    const office = await staffMember('office', 'Oakley Office');
    const { page } = await newPage();
    await signInOnPage(page, office.email, office.password);
    await page.waitForURL('**/admin');
    await visible(page.getByRole('tab', { name: 'Bookings', selected: true }));
    expect(await tabNames(page)).toEqual([
      'Bookings',
      'New Booking',
      'Users',
      'Availability',
      'Activity',
    ]);
    await visible(page.getByRole('button', { name: 'EXPORT NOW' }));
    expect(await page.getByRole('button', { name: /^Clear All Bookings/ }).count()).toBe(0);

    await openUsersTab(page);
    await searchUsers(page, office.email);
    const row = userRow(page, office.email);
    await visible(row.getByTestId('role-badge').getByText('Office', { exact: true }));
    await visible(row.getByRole('button', { name: `Profile of ${office.email}` }));
    expect(await page.getByRole('button', { name: /^Change role of/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete User/ }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Availability' }).click();
    await visible(page.getByRole('tab', { name: 'Availability', selected: true }));
    await visible(page.getByRole('tabpanel').getByRole('heading').first());

    await page.goto('/admin?tab=integrations');
    await visible(page.getByRole('heading', { name: 'Access Denied' }));
    await visible(page.getByText('Your role (Office) does not include it.', { exact: false }));
  });

  it('when a manager changes a user’s role from the Users tab, then a confirmation names the change and the user is signed out', async () => {
    const member = await staffMember('crew', 'Morgan Moved');
    const memberContext = await newContext();
    const signedIn = await memberContext.request.post('/api/login', {
      headers: XHR,
      data: { email: member.email, password: member.password },
    });
    expect(signedIn.ok()).toBe(true);

    const page = await manager.newPage();
    await openUsersTab(page);
    await searchUsers(page, member.email);
    const row = userRow(page, member.email);
    await visible(row.getByTestId('role-badge').getByText('Crew', { exact: true }));
    await row.getByRole('button', { name: `Change role of ${member.email}` }).click();
    const items = page.getByRole('menuitemradio');
    expect((await items.allTextContents()).map((text) => text.replace('✓', ''))).toEqual([
      'Owner',
      'Crew',
      'Office',
      'Manager',
    ]);
    await page.getByRole('menuitemradio', { name: 'Office' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change Morgan Moved’s role to Office?' });
    await visible(dialog.getByText('goes from Crew to Office', { exact: false }));
    await visible(dialog.getByText('signed out everywhere', { exact: false }));
    await dialog.getByRole('button', { name: 'Change to Office' }).click();
    await expectToast(page, 'Role updated', `${member.email} is now Office.`);
    await hidden(dialog);
    await visible(row.getByTestId('role-badge').getByText('Office', { exact: true }));

    // The new role ended the member's session.
    const after = await memberContext.request.get('/api/user', { headers: XHR });
    expect(after.status()).toBe(401);
  });
});
