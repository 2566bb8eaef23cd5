import type { Page } from 'playwright-core';
import type { AdminBookingList } from '../../shared/api/booking-views';
import type { ServiceStatus } from '../../shared/constants';
import { XHR } from './api';
import { animationsDone } from './animations';
import { assignLift, ensureLifts, setStatus } from './crew-board';
import { marinaDaysFromNow } from './dates';
import type { Shot } from './shots';

const BOARD_DAY = marinaDaysFromNow(3);

/** Where each of the day's first bookings stands on the board: lift index (or none) and status. */
const PLAN: [number | null, ServiceStatus][] = [
  [0, 'in_progress'],
  [1, 'done'],
  [null, 'no_show'],
];
const STEPS: Record<ServiceStatus, ServiceStatus[]> = {
  scheduled: [],
  in_progress: ['in_progress'],
  done: ['in_progress', 'done'],
  no_show: ['no_show'],
};

/**
 * The seeded day three days out as a yard runs it: three lifts, one boat in the slings, one
 * done, one missed, the rest waiting. Safe to repeat for each viewport and theme.
 */
async function stageBoard(page: Page) {
  const lifts = await ensureLifts(page, ['Travel Lift', 'Forklift', 'Crane']);
  const res = await page.request.get(`/api/bookings?from=${BOARD_DAY}&to=${BOARD_DAY}`, {
    headers: XHR,
  });
  const { bookings } = (await res.json()) as AdminBookingList;
  for (const [i, [liftIndex, status]] of PLAN.entries()) {
    const booking = bookings[i];
    if (!booking || booking.serviceStatus !== 'scheduled') continue;
    const lift = liftIndex === null ? null : (lifts[liftIndex]?.id ?? null);
    if (lift !== booking.liftId) await assignLift(page, booking, lift);
    for (const step of STEPS[status]) await setStatus(page, booking, step);
  }
}

const boardReady = async (page: Page) => {
  await page.locator('[data-testid="live-indicator"][data-state="connected"]').waitFor();
  await animationsDone(page);
};

/** The crew board: the day as it runs, and a tap the server refused. */
export const boardShots: Shot[] = [
  {
    name: 'admin-board',
    signedIn: true,
    admin: true,
    path: `/admin/board/${BOARD_DAY}`,
    before: stageBoard,
    prepare: async (page) => {
      await boardReady(page);
      // Full page: every column and card, as the crew scrolls through them.
      await page.setViewportSize({
        width: page.viewportSize()?.width ?? 1024,
        height: await page.evaluate(() => document.documentElement.scrollHeight),
      });
    },
  },
  {
    name: 'admin-board-failed',
    signedIn: true,
    admin: true,
    path: `/admin/board/${BOARD_DAY}`,
    before: async (page) => {
      await stageBoard(page);
      await page.route('**/api/bookings/*/status', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The server is busy. Please try again.' }),
        }),
      );
    },
    prepare: async (page) => {
      await boardReady(page);
      const card = page.locator('[data-testid="board-card"][data-status="scheduled"]').first();
      await card.getByRole('button', { name: 'Start', exact: true }).click();
      await card.getByRole('alert').waitFor();
      await card.scrollIntoViewIfNeeded();
      await animationsDone(page);
    },
  },
];
