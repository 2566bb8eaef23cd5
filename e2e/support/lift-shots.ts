import type { Browser, Page } from 'playwright-core';
import type { Booking } from '../../shared/api/booking-views';
import { registerOwner, XHR, type TestOwner } from './api';
import { adminBook, searchList, signInAdmin } from './admin';
import { animationsDone } from './animations';
import { visible } from './browser';
import { marinaDaysFromNow, pickDate } from './dates';
import { addBoatViaApi, deadlineButton, ensureYardLifts } from './lift-rules';
import { chooseSlot, openNewBooking, pickCustomer, pickOfficeDate } from './new-booking';

/** The crew board's day, and the day the owner and the office try for the wide boat. */
export const LIFT_BOARD_DAY = marinaDaysFromNow(5);
const WIDE_BOAT_DAY = marinaDaysFromNow(8);
const OWNER = 'Jordan Gale';
/** The code of Sea Breeze's booking, made by the office past the lift rules (seedLiftYard). */
let pastRulesCode = '';

async function post(page: { request: Page['request'] }, url: string, data: object) {
  const res = await page.request.post(url, { headers: XHR, data });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/**
 * The yard of docs/product.md#lifts, once: the travelift (15 ft wide, one a deadline) and the
 * forklift (9 ft 10 in, two), an owner with a boat no lift takes and a small one, and the board
 * day's boats put on lifts by Assign lifts, one then moved onto the forklift it is too wide for
 * and one the office booked past the rules. Answers the owner, to sign in as.
 */
export async function seedLiftYard(browser: Browser, baseURL: string): Promise<TestOwner> {
  const office = await browser.newContext({ baseURL });
  await signInAdmin(office);
  const [, forklift] = await ensureYardLifts(office);

  const ownerContext = await browser.newContext({ baseURL });
  const owner = await registerOwner(ownerContext, { fullName: OWNER });
  const seaBreeze = await addBoatViaApi(ownerContext, {
    name: 'Sea Breeze',
    lengthM: 13.72,
    beamM: 5.99,
    weightKg: 12000,
  });
  const skylark = await addBoatViaApi(ownerContext, {
    name: 'Skylark',
    lengthM: 7.32,
    beamM: 2.59,
    weightKg: 1800,
  });
  await post(ownerContext, '/api/bookings', {
    serviceType: 'haul-out',
    sourceSlipType: 'my-wet-slip',
    destination: 'wash-pad',
    specialRequests: '',
    bookingDate: LIFT_BOARD_DAY,
    timeSlot: '10:00 AM',
    boatId: skylark.id,
  });
  await ownerContext.close();

  let wide: Booking | undefined;
  for (const [ownerName, boat] of [
    ['Wren Harbour', { name: 'Wide Berth', lengthM: 12.19, beamM: 3.96, weightKg: 9500 }],
    ['Pip Tender', { name: 'Puffin', lengthM: 5.49, beamM: 2.13, weightKg: 900 }],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const { user } = await registerOwner(context, { fullName: ownerName });
    const { id } = await addBoatViaApi(context, boat);
    await context.close();
    const booking = await adminBook(office, user, {
      bookingDate: LIFT_BOARD_DAY,
      timeSlot: '12:00 PM',
      ownerName,
      boatId: id,
    });
    wide ??= booking;
  }
  await post(office, '/api/lifts/auto-assign', { date: LIFT_BOARD_DAY });
  // Too wide for the forklift: on it anyway, so the board flags it.
  const moved = await office.request.patch(`/api/bookings/${wide!.id}/lift`, {
    headers: XHR,
    data: { liftId: forklift!.id, override: true, overrideReason: 'Wide slings rigged today' },
  });
  if (!moved.ok()) throw new Error(`override: ${moved.status()} ${await moved.text()}`);
  // The boat no lift takes, booked by the office past the rules: left for the crew to place.
  const pastRules = (await post(office, '/api/bookings', {
    userId: owner.user.id,
    serviceType: 'haul-out',
    sourceSlipType: 'my-wet-slip',
    destination: 'wash-pad',
    bookingDate: LIFT_BOARD_DAY,
    timeSlot: '3:00 PM',
    ownerName: OWNER,
    ownerEmail: owner.email,
    ownerPhone: '555-0100',
    isVibMember: false,
    specialRequests: null,
    boatId: seaBreeze.id,
    liftOverride: true,
    liftOverrideReason: 'Crane hired for the day',
  })) as { booking: Booking };
  pastRulesCode = pastRules.booking.confirmationCode;
  await office.close();
  return owner;
}

/** One screen of the lift shots: who takes it, and how the page is brought to its state. */
export interface LiftShot {
  name: string;
  as: 'owner' | 'admin';
  path: string;
  /** The whole page, not the viewport (the board: every column, as the crew scrolls). */
  fullPage?: boolean;
  prepare: (page: Page) => Promise<void>;
}

/** Scrolls the element's bottom to the viewport's (no further up), so what leads to it shows. */
const reveal = async (page: Page, selector: string) => {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const below = element.getBoundingClientRect().bottom + 16 - window.innerHeight;
      if (below > 0) window.scrollBy(0, below);
    });
  await animationsDone(page);
};

export const liftShots: LiftShot[] = [
  {
    name: 'lifts-section',
    as: 'admin',
    path: '/admin?tab=availability',
    prepare: async (page) => {
      await visible(page.getByTestId('lift-limits'));
      // The heading just under the sticky site header, which would otherwise cover it.
      await page.getByRole('heading', { name: 'Lifts', exact: true }).evaluate((element) => {
        const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        window.scrollBy(0, element.getBoundingClientRect().top - header - 24);
      });
      await animationsDone(page);
    },
  },
  {
    name: 'schedule-no-lift',
    as: 'owner',
    path: '/schedule',
    prepare: async (page) => {
      await pickDate(page, WIDE_BOAT_DAY);
      await page
        .getByRole('radiogroup', { name: 'Boat' })
        .getByRole('radio', { name: 'Sea Breeze' })
        .click();
      await visible(
        deadlineButton(page, '3:00 PM').getByText('No lift here takes a boat this wide'),
      );
      await reveal(page, '[data-testid="next-open-deadline"]');
    },
  },
  {
    name: 'board-lift-limits',
    as: 'admin',
    path: `/admin/board/${LIFT_BOARD_DAY}`,
    fullPage: true,
    prepare: async (page) => {
      await visible(page.locator('[data-testid="live-indicator"][data-state="connected"]'));
      await visible(page.getByTestId('lift-misfit'));
      await animationsDone(page);
    },
  },
  {
    name: 'new-booking-lift-override',
    as: 'admin',
    path: '/admin?tab=new-booking',
    prepare: async (page) => {
      await openNewBooking(page);
      await pickCustomer(page, OWNER);
      await page.getByRole('combobox', { name: 'Boat' }).click();
      await page.getByRole('option', { name: /^Sea Breeze/ }).click();
      await pickOfficeDate(page, WIDE_BOAT_DAY);
      await chooseSlot(page, '10:00 AM');
      await page.getByRole('button', { name: 'Create Booking' }).click();
      const field = page.getByTestId('lift-override-field');
      await visible(field);
      await field.getByRole('checkbox', { name: /Book past the lift rules/ }).click();
      await field.getByRole('textbox', { name: 'Reason' }).fill('Crane hired for the day');
      await reveal(page, '[data-testid="lift-override-field"]');
    },
  },
  {
    name: 'desk-lift-marks',
    as: 'admin',
    path: '/admin',
    prepare: async (page) => {
      await searchList(page, pastRulesCode);
      await visible(
        page
          .getByTestId('booking-row')
          .getByText(/Crane hired/)
          .first(),
      );
      await animationsDone(page);
    },
  },
  {
    name: 'booking-panel-lift-override',
    as: 'admin',
    path: '/admin',
    prepare: async (page) => {
      await searchList(page, pastRulesCode);
      await page
        .getByRole('button', { name: `${pastRulesCode} details` })
        .first()
        .click();
      await visible(page.getByRole('dialog').getByText('Crane hired for the day').first());
      await animationsDone(page);
    },
  },
  {
    name: 'change-date-for-boat',
    as: 'owner',
    path: '/my-bookings',
    prepare: async (page) => {
      const card = page.getByTestId('booking-card').filter({ hasText: pastRulesCode });
      await (await visible(card.getByRole('button', { name: /^Change date/ }))).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Change date' }));
      await visible(dialog.getByText('No lift for this boat'));
      await animationsDone(page);
    },
  },
  {
    // Last: it lowers the 12:00 PM default below the board day's two bookings there.
    name: 'capacity-conflicts',
    as: 'admin',
    path: '/admin?tab=availability',
    prepare: async (page) => {
      const form = page.getByRole('form', { name: '12:00 PM capacity' });
      await form.getByLabel('12:00 PM', { exact: true }).fill('1');
      await form.getByRole('button', { name: 'Save' }).click();
      const warning = page.getByRole('alertdialog');
      const conflicts = page.getByTestId('booking-conflicts');
      await Promise.race([warning.waitFor(), conflicts.waitFor()]);
      if (await warning.isVisible())
        await warning.getByRole('button', { name: 'Save anyway' }).click();
      await visible(conflicts);
      await reveal(page, '[data-testid="booking-conflicts"]');
    },
  },
];
