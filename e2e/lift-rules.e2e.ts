import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Boat } from '../shared/api/boats';
import type { Booking } from '../shared/api/booking-views';
import { registerOwner, XHR } from './support/api';
import {
  adminAndOwnerSessions,
  adminBook,
  sidewaysOverflow,
  type SessionState,
} from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, expectToast, hidden, useBrowser, visible } from './support/browser';
import { boardCard, boardColumn, openBoard } from './support/crew-board';
import { marinaDaysFromNow, pickDate } from './support/dates';
import {
  addBoatOnProfile,
  addBoatViaApi,
  addLiftOnPage,
  deadlineButton,
  ensureYardLifts,
  YARD_LIFTS,
} from './support/lift-rules';
import { presetTheme } from './support/theme';

const NO_LIFT = 'No lift here takes a boat this wide';
const REFUSAL =
  'Sea Breeze is 19 ft 8 in wide; our widest lift takes 15 ft. Please call the office.';

/** Each deadline button of the chosen day on /schedule: its text and whether it can be pressed. */
const deadlines = (page: Page) =>
  page
    .locator('section[aria-labelledby="deadlines-title"] button')
    .evaluateAll((buttons) =>
      buttons.map((button) => [button.textContent, (button as HTMLButtonElement).disabled]),
    );

/**
 * The lift rules (docs/product.md#lifts) as the yard lives them: the office gives its lifts
 * limits in feet, a boat no lift takes cannot be booked and the owner is told why, and the crew
 * board shows each lift's limits, puts the day's boats on lifts that fit, and flags a boat on
 * a lift too small for it.
 */
describe('lift rules: limits, a boat no lift takes, Assign lifts', () => {
  const { newContext, allowConsoleErrors } = useBrowser();
  let session: SessionState;
  let ownerSession: SessionState;
  const day = marinaDaysFromNow(12);

  beforeAll(async () => {
    ({ session, ownerSession } = await adminAndOwnerSessions(newContext, 'Jordan Gale'));
  });

  async function scheduleFor(owner: BrowserContext, boat: string): Promise<Page> {
    const page = await owner.newPage();
    await page.goto('/schedule');
    await pickDate(page, day);
    await page.getByRole('radiogroup', { name: 'Boat' }).getByRole('radio', { name: boat }).click();
    return page;
  }

  it('when the office adds two lifts with limits typed in feet, then each row shows its kind and limits', async () => {
    const admin = await newContext({ storageState: session });
    const page = await admin.newPage();
    await page.goto('/admin?tab=availability');
    await visible(page.getByRole('heading', { name: 'Lifts', exact: true }));
    for (const { typed } of YARD_LIFTS) {
      await addLiftOnPage(page, typed);
      await expectToast(page, 'Lift added', `${typed.name} is in service.`);
    }
    const rows = page.getByRole('list', { name: 'Lifts in service' }).getByTestId('lift-row');
    await becomes(
      async () => (await rows.allTextContents()).sort(),
      YARD_LIFTS.map((lift) => lift.row).sort(),
      'the lifts in service',
    );
    // What the office typed in feet is what the yard holds, in metres.
    const { lifts } = (await (await admin.request.get('/api/lifts')).json()) as {
      lifts: { name: string; maxBeamM: number | null; perDeadline: number | null }[];
    };
    expect(
      lifts.map(({ name, maxBeamM, perDeadline }) => ({ name, maxBeamM, perDeadline })),
    ).toEqual(
      expect.arrayContaining(
        YARD_LIFTS.map(({ stored }) => ({
          name: stored.name,
          maxBeamM: stored.maxBeamM,
          perDeadline: stored.perDeadline,
        })),
      ),
    );
  });

  it('when an owner chooses a boat wider than every lift, then each deadline says no lift takes it and it cannot be booked; their small boat books', async () => {
    await ensureYardLifts(await newContext({ storageState: session }));
    const owner = await newContext({ storageState: ownerSession });
    const profile = await owner.newPage();
    await profile.goto('/profile');
    await visible(profile.getByRole('heading', { name: 'Your boats' }));
    await addBoatOnProfile(profile, { Name: 'Sea Breeze', Length: '45 ft', Beam: '19 ft 8 in' });
    await expectToast(profile, 'Boat added', 'Sea Breeze is on record.');
    await addBoatOnProfile(profile, { Name: 'Skylark', Length: '24 ft', Beam: '8 ft 6 in' });
    await visible(profile.getByRole('list', { name: 'Boats in service' }).getByText('Skylark'));

    const page = await scheduleFor(owner, 'Sea Breeze');
    await becomes(
      () => deadlines(page),
      [
        [`10:00 AM${NO_LIFT}`, true],
        [`12:00 PM${NO_LIFT}`, true],
        [`3:00 PM${NO_LIFT}`, true],
      ],
      'the deadlines for Sea Breeze',
    );
    // The calendar marks the day, in words for a screen reader.
    await becomes(
      async () =>
        (await page.locator(`button[data-date="${day}"]`).getAttribute('aria-label'))?.endsWith(
          ', no lift takes this boat',
        ),
      true,
      "the day's name",
    );
    await visible(page.getByText('No lift for this boat', { exact: true }));
    // Past the screen, the server refuses it too, and says why in the marina's units.
    const { boats } = (await (await owner.request.get('/api/boats')).json()) as { boats: Boat[] };
    const seaBreeze = boats.find((boat) => boat.name === 'Sea Breeze')!;
    const refused = await owner.request.post('/api/bookings', {
      headers: XHR,
      data: {
        serviceType: 'haul-out',
        sourceSlipType: 'my-wet-slip',
        destination: 'wash-pad',
        specialRequests: '',
        bookingDate: day,
        timeSlot: '10:00 AM',
        boatId: seaBreeze.id,
      },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'no_lift_fits', message: REFUSAL });

    // Skylark, 8 ft 6 in wide, fits both lifts: its deadlines open, and it books.
    await page
      .getByRole('radiogroup', { name: 'Boat' })
      .getByRole('radio', { name: 'Skylark' })
      .click();
    const early = deadlineButton(page, '10:00 AM');
    await becomes(() => early.isEnabled(), true, 'the 10:00 AM deadline for Skylark');
    expect(await early.textContent()).not.toContain(NO_LIFT);
    await early.click();
    await page.getByRole('button', { name: 'CONFIRM SERVICE' }).click();
    const done = page.getByRole('dialog', { name: 'Service Scheduled!' });
    await visible(done);
    expect(await done.textContent()).toContain('Skylark');
  });

  it('when the no-lift explanation is shown on a 390 px phone, light and dark, then nothing scrolls sideways and axe finds nothing serious', async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const owner = await newContext({
        storageState: ownerSession,
        viewport: { width: 390, height: 844 },
      });
      await presetTheme(owner, theme);
      const page = await scheduleFor(owner, 'Sea Breeze');
      await visible(deadlineButton(page, '3:00 PM').getByText(NO_LIFT));
      found.push(...(await seriousViolations(page, ` 390px ${theme}`)));
      expect(await sidewaysOverflow(page), `sideways scroll, ${theme}`).toBe(0);
    }
    expect(found).toEqual([]);
  });

  it('when the crew opens the day, then the lift columns show their limits; Assign lifts puts every boat on a lift that fits, and a boat put on one too small is flagged', async () => {
    const admin = await newContext({ storageState: session });
    await ensureYardLifts(admin);
    // Two more boats at noon: one only the travelift takes, one either lift does.
    const seeded: Record<string, Booking> = {};
    for (const [ownerName, boat] of [
      ['Wren Harbour', { name: 'Wide Berth', lengthM: 12.19, beamM: 3.96 }],
      ['Pip Tender', { name: 'Puffin', lengthM: 5.49, beamM: 2.13 }],
    ] as const) {
      const context = await newContext();
      const { user } = await registerOwner(context, { fullName: ownerName });
      const { id } = await addBoatViaApi(context, boat);
      seeded[boat.name] = await adminBook(admin, user, {
        bookingDate: day,
        timeSlot: '12:00 PM',
        ownerName,
        boatId: id,
      });
    }
    const wide = seeded['Wide Berth']!;
    const small = seeded['Puffin']!;

    const page = await admin.newPage();
    await openBoard(page, day);
    for (const { stored, header } of YARD_LIFTS) {
      const limits = boardColumn(page, stored.name).getByTestId('column-limits');
      expect(await (await visible(limits)).textContent()).toBe(header);
    }
    const unassigned = boardColumn(page, 'Unassigned');
    const skylark = unassigned.getByTestId('board-card').filter({ hasText: 'Skylark' });
    await visible(skylark);
    expect(await unassigned.getByTestId('board-card').count()).toBe(3);

    await page.getByRole('button', { name: 'Assign lifts' }).click();
    await visible(page.getByText('Assigned 3; 0 could not be placed', { exact: true }));
    // Biggest first: only the travelift takes Wide Berth, so Puffin goes on the forklift.
    await visible(boardColumn(page, 'Travelift 35').locator(`[data-booking-id="${wide.id}"]`));
    await visible(boardColumn(page, 'Forklift').locator(`[data-booking-id="${small.id}"]`));
    await visible(unassigned.getByText('No boats', { exact: true }));
    await hidden(unassigned.getByTestId('board-card'));
    const onLifts = page.locator('[data-testid="board-column"]').filter({
      has: page.getByTestId('column-limits'),
    });
    await visible(onLifts.getByTestId('board-card').filter({ hasText: 'Skylark' }));

    // The crew puts Wide Berth on the forklift anyway: refused, then overridden with a reason.
    allowConsoleErrors(/status of 409 .*\/api\/bookings\/\d+\/lift/);
    const card = boardCard(page, wide);
    await card.getByRole('combobox', { name: 'Lift' }).click();
    await page.getByRole('option', { name: 'Forklift', exact: true }).click();
    const override = card.getByRole('form', { name: 'Override the lift rules' });
    await visible(
      override.getByText(
        "Wide Berth is 13 ft wide; Forklift's beam limit is 9 ft 10 in. Choose another lift, or override with a reason.",
        { exact: true },
      ),
    );
    await override.getByLabel('Reason').fill('Wide slings rigged today');
    await override.getByRole('button', { name: 'Override' }).click();
    const moved = boardColumn(page, 'Forklift').locator(`[data-booking-id="${wide.id}"]`);
    await visible(moved.getByTestId('lift-misfit').getByText('Too wide for Forklift'));
    await hidden(override);
  });

  it('when the board with its limits and a flagged boat is open on a 390 px phone, light and dark, then nothing scrolls sideways and axe finds nothing serious', async () => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const admin = await newContext({
        storageState: session,
        viewport: { width: 390, height: 844 },
      });
      await presetTheme(admin, theme);
      const page = await admin.newPage();
      await openBoard(page, day);
      await visible(page.getByTestId('column-limits'));
      await visible(page.getByTestId('lift-misfit'));
      found.push(...(await seriousViolations(page, ` 390px ${theme}`)));
      expect(await sidewaysOverflow(page), `sideways scroll, ${theme}`).toBe(0);
    }
    expect(found).toEqual([]);
  });
});
