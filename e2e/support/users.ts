import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { AdminUserList, AdminUserSummary } from '../../shared/api/users';
import type { Role } from '../../shared/roles';
import { XHR } from './api';
import { visible } from './browser';

/** The Users tab of /admin, with its list shown. */
export async function openUsersTab(page: Page): Promise<void> {
  await page.goto('/admin?tab=users');
  await visible(page.getByRole('tab', { name: 'Users', selected: true }));
  await usersSettled(page, '');
}

/** Waits until the list shows the answer to the search it asked for (not a dimmed older page). */
export async function usersSettled(page: Page, q: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const list = document.querySelector<HTMLElement>('[data-testid="users-list"]');
    return list?.dataset.query === expected && !list.querySelector('[aria-busy]');
  }, `${q}|1`);
}

/** Types into the Users search and waits for the debounced search's page. */
export async function searchUsers(page: Page, q: string): Promise<void> {
  await page.getByLabel('Search users').fill(q);
  await usersSettled(page, q);
}

/** A user's row (a table row on wide screens, a card on a phone). */
export const userRow = (page: Page, email: string): Locator =>
  page.getByTestId('user-row').filter({ hasText: email });

/** Every user as GET /api/users pages them, for setting roles back after a journey. */
export async function allUsers(admin: BrowserContext): Promise<AdminUserSummary[]> {
  const users: AdminUserSummary[] = [];
  for (let offset = 0; ; offset += 200) {
    const res = await admin.request.get(`/api/users?limit=200&offset=${offset}`, { headers: XHR });
    if (!res.ok()) throw new Error(`user list failed: ${res.status()}`);
    const page = (await res.json()) as AdminUserList;
    users.push(...page.users);
    if (page.users.length < 200) return users;
  }
}

/** A manager gives a user a role (which ends that user's sessions). */
export async function setRole(admin: BrowserContext, id: number, role: Role): Promise<void> {
  const res = await admin.request.patch(`/api/users/${id}/role`, {
    headers: XHR,
    data: { role },
  });
  if (!res.ok()) throw new Error(`role change failed: ${res.status()} ${await res.text()}`);
}

/** Signs in through the auth page, as a person would; the caller waits for where it lands. */
export async function signInOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
