import { describe, expect, it } from 'vitest';
import { addServiceDays } from '../shared/marina-time';
import { registerOwner, XHR } from './support/api';
import { adminBook, sidewaysOverflow, signInAdmin, smallTargets } from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, expectToast, hidden, useBrowser, visible } from './support/browser';
import { formatDay, marinaDaysFromNow } from './support/dates';
import { overrideSlot } from './support/new-booking';
import { completedSwitch, openSheet, seedDay, serviceOf, services } from './support/day-sheet';
import { presetTheme } from './support/theme';

describe('crew day sheet', () => {
  const { newContext, newPage, allowConsoleErrors } = useBrowser();

  it('when the crew opens a day, then its services come in deadline order with phone, route, slip, requests and VIB, Details opens the booking, and Completed toggles and stays after reload', async () => {
    const s = await seedDay(newContext, 33);
    const { page, context } = await newPage({ viewport: { width: 390, height: 844 } });
    await signInAdmin(context);
    await openSheet(page, s.date);
    await visible(
      page.getByRole('heading', { level: 1, name: formatDay(s.date, 'EEEE, MMMM d, yyyy') }),
    );
    await visible(services(page, s.token));
    const names = await services(page, s.token).locator('h3').allTextContents();
    expect(names).toEqual([`Blake ${s.token}`, `Casey ${s.token}`, `Avery ${s.token}`]);

    const late = serviceOf(page, s.late);
    const text = (await late.textContent()) ?? '';
    for (const part of [
      '↑ Haul Out',
      '3:00 PM',
      'VIB Member',
      'My Wet Slip',
      'Wash Pad',
      'Slip B-14',
      'Pressure-wash the hull and check the zincs',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(await late.getByRole('link', { name: '555-0142' }).getAttribute('href')).toBe(
      'tel:5550142',
    );
    const early = (await serviceOf(page, s.early).textContent()) ?? '';
    expect(early).toContain('↓ Launch');
    expect(early).toContain('Parking Lot');
    expect(early).not.toContain('VIB Member');

    // Details opens the desk's booking panel, as the list and the calendar do.
    await serviceOf(page, s.late).getByRole('button', { name: 'Details' }).click();
    const panel = await visible(page.getByRole('dialog', { name: `Haul Out · Avery ${s.token}` }));
    expect(await panel.textContent()).toContain(s.late.confirmationCode);
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('dialog'));

    const toggle = completedSwitch(page, s.noon);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expectToast(page, 'Booking marked as completed');
    await becomes(() => toggle.getAttribute('aria-checked'), 'true', 'the Completed switch');
    await page.reload();
    await visible(services(page, s.token));
    expect(await completedSwitch(page, s.noon).getAttribute('aria-checked')).toBe('true');
    expect(await completedSwitch(page, s.late).getAttribute('aria-checked')).toBe('false');
    await completedSwitch(page, s.noon).click();
    await expectToast(page, 'Booking marked as incomplete');
    await becomes(
      () => completedSwitch(page, s.noon).getAttribute('aria-checked'),
      'false',
      'the Completed switch',
    );

    // The server refuses: the switch flips back and the catalogued error says why.
    allowConsoleErrors(/status of 500/);
    await page.route('**/api/bookings/*/completed', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Database unavailable' }),
      }),
    );
    await completedSwitch(page, s.late).click();
    await expectToast(page, 'Error', 'Failed to update booking status: Database unavailable');
    await becomes(
      () => completedSwitch(page, s.late).getAttribute('aria-checked'),
      'false',
      'the refused Completed switch',
    );

    await page.getByRole('link', { name: 'Next day ›' }).click();
    await page.waitForURL(`**/admin/day/${addServiceDays(s.date, 1)}`);
    await visible(
      page.getByRole('heading', {
        level: 1,
        name: formatDay(addServiceDays(s.date, 1), 'EEEE, MMMM d, yyyy'),
      }),
    );
    // Each click on the page it leads to: a second click before the first lands would follow
    // the same link again.
    await page.getByRole('link', { name: '‹ Previous day' }).click();
    await page.waitForURL(`**/admin/day/${s.date}`);
    await page.getByRole('link', { name: '‹ Previous day' }).click();
    await page.waitForURL(`**/admin/day/${addServiceDays(s.date, -1)}`);
  });

  it('when the address holds no date, a day has nothing booked or the list fails, then each says so plainly', async () => {
    const { page, context } = await newPage();
    await signInAdmin(context);
    await openSheet(page, '2026-13-45');
    await visible(page.getByRole('heading', { name: 'Not a valid date' }));
    const today = await visible(page.getByRole('link', { name: "Open today's sheet" }));
    expect(await today.getAttribute('href')).toBe(`/admin/day/${marinaDaysFromNow(0)}`);

    await openSheet(page, marinaDaysFromNow(300));
    await visible(page.getByRole('heading', { name: 'No services on this day' }));

    allowConsoleErrors(/status of 500/);
    await page.route('**/api/bookings?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    );
    await openSheet(page, marinaDaysFromNow(301));
    await visible(page.getByText('Error loading bookings. Please try again.'));
  });

  it('when printed, then one page, a line per service in deadline order, without the site header, footer, navigation or buttons', async () => {
    const s = await seedDay(newContext, 150);
    // Fill the day: three deadlines at the journeys' capacity of 4 must still fit one page.
    const admin = await newContext();
    await signInAdmin(admin);
    for (const [i, timeSlot] of (['10:00 AM', '12:00 PM', '3:00 PM'] as const).entries()) {
      for (let n = 0; n < 3; n += 1) {
        // An owner holds one booking per deadline: a customer each.
        const crowd = await registerOwner(await newContext(), { fullName: `Drew ${s.token}` });
        await adminBook(admin, crowd.user, {
          bookingDate: s.date,
          timeSlot,
          ownerName: `Drew ${s.token} ${i}${n}`,
          specialRequests: n === 0 ? 'Check the zincs and pressure-wash the hull, please' : null,
        });
      }
    }
    const { page, context } = await newPage();
    await signInAdmin(context);
    await openSheet(page, s.date);
    await visible(services(page, s.token));
    await page.emulateMedia({ media: 'print' });
    for (const hiddenInPrint of [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('navigation', { name: 'Day sheet' }),
      page.getByRole('button', { name: 'Print' }),
      completedSwitch(page, s.early),
    ]) {
      expect(await hiddenInPrint.isVisible()).toBe(false);
    }
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: s.token });
    expect(await rows.count()).toBe(12);
    const owners = await rows.locator('td:nth-child(3)').allTextContents();
    expect(owners.filter((name) => !name.startsWith('Drew'))).toEqual([
      `Blake ${s.token}`,
      `Casey ${s.token} (VIB)`,
      `Avery ${s.token} (VIB)`,
    ]);
    expect(await rows.filter({ hasText: `Avery ${s.token}` }).textContent()).toContain('Slip B-14');
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  it('when checked in both themes and on a phone, then axe finds nothing serious and nothing scrolls sideways', async () => {
    const s = await seedDay(newContext, 35);
    const admin = await newContext();
    await signInAdmin(admin);
    const done = await admin.request.patch(`/api/bookings/${s.noon.id}/completed`, {
      headers: XHR,
      data: { completed: true },
    });
    expect(done.status()).toBe(200);
    // The noon deadline closed by the office: its service carries the Closed marker.
    await overrideSlot(admin, {
      date: s.date,
      timeSlot: '12:00 PM',
      closed: true,
      reason: 'Crane',
    });
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const context = await newContext({ viewport: { width, height: 844 } });
        await presetTheme(context, theme);
        await signInAdmin(context);
        const page = await context.newPage();
        for (const date of [s.date, '2026-02-30']) {
          await openSheet(page, date);
          if (date === s.date) {
            await visible(services(page, s.token));
            const marker = serviceOf(page, s.noon).getByTestId('closed-marker');
            expect(await marker.getAttribute('title')).toBe('Deadline closed: Crane');
            expect(await serviceOf(page, s.late).getByTestId('closed-marker').count()).toBe(0);
            // Details, phone links and switches are thumb-sized on a phone.
            if (width === 390) problems.push(...(await smallTargets(page, '[data-day-sheet]')));
          }
          problems.push(...(await seriousViolations(page, ` ${theme} ${width}`)));
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) problems.push(`${date} ${theme} ${width} scrolls by ${overflow}px`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
