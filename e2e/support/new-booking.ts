import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { TimeSlot } from '../../shared/constants';
import { XHR } from './api';
import { visible } from './browser';
import { pickDate } from './dates';

/** The New Booking tab, open and ready. */
export async function openNewBooking(page: Page): Promise<void> {
  await page.goto('/admin?tab=new-booking');
  await visible(page.getByRole('tab', { name: 'New Booking', selected: true }));
  await visible(page.getByRole('button', { name: /^Customer/ }));
}

/** Opens the picker, types, and chooses the first match with the keyboard (Enter). */
export async function pickCustomer(page: Page, search: string): Promise<void> {
  await page.getByRole('button', { name: /^Customer/ }).click();
  const box = page.getByRole('combobox', { name: 'Search customers by name, email or username' });
  await box.fill(search);
  // The list has answered this search (not the previous one) and leads with a match.
  await page.waitForFunction((text) => {
    const list = document.querySelector('[role="listbox"][aria-label="Customers"]');
    const first = list?.querySelector('[role="option"]');
    return list && !list.hasAttribute('aria-busy') && first?.textContent?.includes(text);
  }, search);
  await box.press('Enter');
  await page.getByRole('listbox', { name: 'Customers' }).waitFor({ state: 'hidden' });
  // The profile has been read: the places are offered and the contact fields filled with it.
  await page.waitForFunction(() => {
    const source = document.getElementById('office-sourceSlipType')?.textContent ?? '';
    return !/Select a customer first|Loading the customer/.test(source);
  });
}

/** Opens the date popover and picks a day (today may be picked). */
export async function pickOfficeDate(page: Page, date: string): Promise<void> {
  await page.getByRole('button', { name: /^Date/ }).click();
  await pickDate(page, date);
}

export const slotField = (page: Page): Locator => page.getByRole('combobox', { name: 'Time Slot' });

/** The time-slot field's text (its placeholder or the chosen deadline). */
export const slotFieldText = async (page: Page) => (await slotField(page).textContent()) ?? '';

/** Opens the time-slot list and returns each option's text and whether it can be chosen. */
export async function slotOptions(page: Page): Promise<{ text: string; disabled: boolean }[]> {
  await slotField(page).click();
  const options = page.getByRole('option');
  await visible(options);
  const found = await options.evaluateAll((nodes) =>
    nodes.map((node) => ({
      text: node.textContent ?? '',
      disabled: node.hasAttribute('data-disabled'),
    })),
  );
  await page.keyboard.press('Escape');
  return found;
}

export async function chooseSlot(page: Page, slot: TimeSlot): Promise<void> {
  await slotField(page).click();
  await page.getByRole('option', { name: new RegExp(`^${slot}`) }).click();
}

/** PUT /api/admin/slot-overrides: one deadline's capacity, or a whole date closed. */
export async function overrideSlot(
  admin: BrowserContext,
  body: {
    date: string;
    timeSlot: TimeSlot | null;
    capacity?: number;
    closed?: boolean;
    reason?: string;
  },
): Promise<void> {
  const res = await admin.request.put('/api/admin/slot-overrides', { headers: XHR, data: body });
  if (!res.ok()) throw new Error(`override failed: ${res.status()} ${await res.text()}`);
}

/** PATCH /api/users/{id}/role as the suite's admin. */
export async function makeAdmin(admin: BrowserContext, userId: number): Promise<void> {
  const res = await admin.request.patch(`/api/users/${userId}/role`, {
    headers: XHR,
    data: { isAdmin: true },
  });
  if (!res.ok()) throw new Error(`promotion failed: ${res.status()} ${await res.text()}`);
}
