import type { APIRequestContext, Locator, Page } from 'playwright-core';
import type { Booking } from '../../shared/api/booking-views';
import type { Lift } from '../../shared/api/lifts';
import type { ServiceStatus } from '../../shared/constants';
import { XHR } from './api';
import { visible } from './browser';

type Requester = { request: APIRequestContext };

/** The yard's lifts in service with these names, made when missing (an admin's context). */
export async function ensureLifts(admin: Requester, names: readonly string[]): Promise<Lift[]> {
  const res = await admin.request.get('/api/lifts', { headers: XHR });
  if (!res.ok()) throw new Error(`lifts failed: ${res.status()} ${await res.text()}`);
  const { lifts } = (await res.json()) as { lifts: Lift[] };
  const found: Lift[] = [];
  for (const name of names) {
    const have = lifts.find((lift) => lift.name === name && !lift.retiredAt);
    if (have) {
      found.push(have);
      continue;
    }
    const made = await admin.request.post('/api/lifts', { headers: XHR, data: { name } });
    if (!made.ok()) throw new Error(`lift ${name}: ${made.status()} ${await made.text()}`);
    found.push(((await made.json()) as { lift: Lift }).lift);
  }
  return found;
}

export async function setStatus(admin: Requester, booking: Booking, status: ServiceStatus) {
  const res = await admin.request.patch(`/api/bookings/${booking.id}/status`, {
    headers: XHR,
    data: { status },
  });
  if (!res.ok()) throw new Error(`status ${status}: ${res.status()} ${await res.text()}`);
}

export async function assignLift(admin: Requester, booking: Booking, liftId: number | null) {
  const res = await admin.request.patch(`/api/bookings/${booking.id}/lift`, {
    headers: XHR,
    data: { liftId },
  });
  if (!res.ok()) throw new Error(`lift: ${res.status()} ${await res.text()}`);
}

export const boardCard = (page: Page, booking: Booking): Locator =>
  page.locator(`[data-testid="board-card"][data-booking-id="${booking.id}"]`);

export const boardColumn = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${title}\\b`) });

/** Opens the board of a date and waits until its stream is live. */
export async function openBoard(page: Page, date: string): Promise<void> {
  await page.goto(`/admin/board/${date}`);
  await visible(page.locator('[data-testid="live-indicator"][data-state="connected"]'));
}
