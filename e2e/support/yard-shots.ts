import type { Page } from 'playwright-core';
import type { AdminBookingList } from '../../shared/api/booking-views';
import type { Lift } from '../../shared/api/lifts';
import type { ServiceStatus } from '../../shared/constants';
import { openFirstPanel } from './admin';
import { XHR } from './api';
import { animationsDone } from './animations';
import { assignLift, ensureLifts, setStatus } from './crew-board';
import { marinaDaysFromNow } from './dates';
import type { Shot } from './shots';

const YARD_DAY = marinaDaysFromNow(3);

/** The steps from scheduled to each status, as the server allows them. */
const STEPS: Record<ServiceStatus, ServiceStatus[]> = {
  scheduled: [],
  in_progress: ['in_progress'],
  done: ['in_progress', 'done'],
  no_show: ['no_show'],
};
const PLAN: ServiceStatus[] = ['in_progress', 'done', 'no_show'];

/**
 * Lifts in service and one retired, and the seeded day three days out part run: one boat in
 * the slings, one done, one missed. Safe to repeat (each viewport and theme stages again).
 */
async function stageYard(page: Page) {
  const lifts = await ensureLifts(page, ['Travel Lift', 'Forklift', 'Crane', 'Old Hoist']);
  const hoist = lifts[3] as Lift;
  await page.request.delete(`/api/lifts/${hoist.id}`, { headers: XHR });
  const res = await page.request.get(`/api/bookings?from=${YARD_DAY}&to=${YARD_DAY}`, {
    headers: XHR,
  });
  const { bookings } = (await res.json()) as AdminBookingList;
  for (const [i, status] of PLAN.entries()) {
    const booking = bookings[i];
    if (!booking || booking.serviceStatus !== 'scheduled') continue;
    if (booking.liftId === null && i < 2) await assignLift(page, booking, lifts[i]?.id ?? null);
    for (const step of STEPS[status]) await setStatus(page, booking, step);
  }
}

/**
 * The live yard's office and owner screens (docs/product.md#yard-day). The owner's comes after the
 * staging.
 */
export const yardShots: Shot[] = [
  {
    name: 'yard-lifts',
    signedIn: true,
    admin: true,
    path: '/admin?tab=availability',
    before: stageYard,
    prepare: async (page) => {
      await page.getByRole('heading', { name: 'Lifts', exact: true }).scrollIntoViewIfNeeded();
      await page.getByTestId('lift-row').first().waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'yard-lifts-error',
    signedIn: true,
    admin: true,
    path: '/admin?tab=availability',
    prepare: async (page) => {
      await page.getByTestId('lift-row').first().waitFor();
      await page.getByLabel('New lift name').fill('Crane');
      await page.getByRole('button', { name: 'Add Lift' }).click();
      await page.getByText('A lift in service is already called', { exact: false }).waitFor();
      await page.getByRole('heading', { name: 'Lifts', exact: true }).scrollIntoViewIfNeeded();
      await animationsDone(page);
    },
  },
  {
    name: 'yard-list',
    signedIn: true,
    admin: true,
    path: '/admin',
  },
  {
    name: 'yard-panel',
    signedIn: true,
    admin: true,
    path: '/admin',
    prepare: async (page) => {
      await openFirstPanel(page);
      await page.getByRole('combobox', { name: 'Lift' }).waitFor();
      await animationsDone(page);
    },
  },
  { name: 'yard-day-sheet', signedIn: true, admin: true, path: `/admin/day/${YARD_DAY}` },
  { name: 'yard-my-bookings', signedIn: true, path: '/my-bookings' },
];
