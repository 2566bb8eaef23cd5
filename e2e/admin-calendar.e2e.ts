import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../shared/api/booking-views';
import { registerOwner } from './support/api';
import { adminBook, sidewaysOverflow, signInAdmin } from './support/admin';
import { seriousViolations } from './support/axe';
import { becomes, focused, hidden, useBrowser, visible } from './support/browser';
import {
  calendarEvent,
  drillDownTo,
  hourBeside,
  monthCellUnder,
  openCalendar,
  pointerAway,
  seedCalendar,
  showMonthOf,
  weekHeaderAbove,
} from './support/calendar';
import { formatDay } from './support/dates';
import { presetTheme } from './support/theme';

const BLUE = 'rgb(29, 78, 216)';
const ORANGE = 'rgb(194, 65, 12)';
const GREEN = 'rgb(21, 128, 61)';
/** How long a pointer rests on a service before its tooltip opens (client's ui/tooltip.tsx). */
const TOOLTIP_DELAY_MS = 700;

const background = (page: Page, booking: Booking) =>
  calendarEvent(page, booking.id).evaluate((el) => getComputedStyle(el).backgroundColor);

describe('admin calendar', () => {
  const { newContext, newPage } = useBrowser();

  it('when the office opens the calendar, then each service sits on its day in its colour with its tooltip, in month, day and week views, and Enter opens it', async () => {
    const s = await seedCalendar(newContext, 3);
    const { page, context } = await newPage();
    await signInAdmin(context);
    await openCalendar(page, s.token);
    await showMonthOf(page, s.date);
    const day = String(Number(s.date.slice(8)));

    await visible(calendarEvent(page, s.haulOut.id));
    expect(await calendarEvent(page, s.haulOut.id).textContent()).toBe(`↑ Avery ${s.token}`);
    expect(await calendarEvent(page, s.launch.id).textContent()).toBe(`↓ Blake ${s.token}`);
    expect(await calendarEvent(page, s.done.id).textContent()).toBe(`↑ Casey ${s.token} ✓`);
    for (const booking of [s.haulOut, s.launch, s.done]) {
      expect(await monthCellUnder(page, booking.id)).toBe(day);
    }
    expect(await background(page, s.haulOut)).toBe(BLUE);
    expect(await background(page, s.launch)).toBe(ORANGE);
    expect(await background(page, s.done)).toBe(GREEN);

    // docs/product.md#constants: the tooltip waits before opening, then names owner, service at
    // time, status.
    // The page's clock is held while the pointer rests, so the wait is measured on it rather
    // than raced: a read taken "at once" on a busy machine may come after the delay.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await calendarEvent(page, s.launch.id).hover();
    await page.clock.runFor(TOOLTIP_DELAY_MS - 100);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.clock.runFor(200);
    const tooltip = await visible(page.getByRole('tooltip'));
    await page.clock.resume();
    expect(await tooltip.textContent()).toBe(
      `Blake ${s.token}Launch at 12:00 PMNo boat on recordPending`,
    );
    await pointerAway(page);
    await hidden(page.getByRole('tooltip'));
    await calendarEvent(page, s.done.id).hover();
    await visible(page.getByRole('tooltip').filter({ hasText: 'Completed' }));
    await pointerAway(page);
    await hidden(page.getByRole('tooltip'));

    // Tab reaches the event; Enter opens the booking panel.
    await page.getByRole('button', { name: 'Day', exact: true }).focus();
    const haulOut = calendarEvent(page, s.haulOut.id);
    for (let i = 0; i < 80; i += 1) {
      if (await haulOut.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    // Enter goes to the event, not to wherever eighty Tabs left focus.
    await focused(haulOut);
    await page.keyboard.press('Enter');
    const panel = await visible(page.getByRole('dialog', { name: `Haul Out · Avery ${s.token}` }));
    expect(await panel.textContent()).toContain(s.haulOut.confirmationCode);
    await page.keyboard.press('Escape');

    // Day view: the marina's deadline hours.
    await drillDownTo(page, s.date);
    await visible(page.getByRole('button', { name: 'Day', pressed: true }));
    await visible(
      page.getByRole('heading', { name: formatDay(s.date, 'EEEE MMM dd'), exact: true }),
    );
    // The views redraw (and may fetch their range) after the header changes: wait for each.
    await becomes(() => hourBeside(page, s.haulOut.id), '10:00 AM', 'the haul-out hour');
    await becomes(() => hourBeside(page, s.launch.id), '12:00 PM', 'the launch hour');
    await becomes(() => hourBeside(page, s.done.id), '3:00 PM', 'the completed service hour');
    const sheet = page.getByRole('link', { name: 'Day sheet' });
    expect(await sheet.getAttribute('href')).toBe(`/admin/day/${s.date}`);

    // Week view: the same services under their day's column.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Week', pressed: true }));
    await visible(calendarEvent(page, s.launch.id));
    await becomes(
      () => weekHeaderAbove(page, s.launch.id),
      formatDay(s.date, 'EEE d'),
      "the launch's week column",
    );
    await becomes(() => hourBeside(page, s.launch.id), '12:00 PM', 'the launch hour in week view');
  });

  it('when the desk filters to Launch or searches an owner, then the calendar shows only those services', async () => {
    const s = await seedCalendar(newContext, 6);
    const { page, context } = await newPage();
    await signInAdmin(context);
    await page.goto(`/admin?view=calendar&q=${s.token}&type=launch`);
    await showMonthOf(page, s.date);
    await visible(calendarEvent(page, s.launch.id));
    expect(await calendarEvent(page, s.haulOut.id).count()).toBe(0);
    expect(await calendarEvent(page, s.done.id).count()).toBe(0);

    await openCalendar(page, `Casey ${s.token}`);
    await showMonthOf(page, s.date);
    await visible(calendarEvent(page, s.done.id));
    expect(await calendarEvent(page, s.launch.id).count()).toBe(0);
  });

  it('when the browser is in Kiritimati (UTC+14) or Pago Pago (UTC-11), then the calendar still shows the marina day and hour', async () => {
    const s = await seedCalendar(newContext, 4);
    const day = String(Number(s.date.slice(8)));
    for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const { page, context } = await newPage({ timezoneId });
      await signInAdmin(context);
      await openCalendar(page, s.token);
      await showMonthOf(page, s.date);
      await visible(calendarEvent(page, s.haulOut.id));
      expect(await monthCellUnder(page, s.haulOut.id), timezoneId).toBe(day);
      expect(await monthCellUnder(page, s.done.id), timezoneId).toBe(day);
      await drillDownTo(page, s.date);
      await visible(calendarEvent(page, s.haulOut.id));
      await becomes(() => hourBeside(page, s.haulOut.id), '10:00 AM', `haul-out in ${timezoneId}`);
      await becomes(() => hourBeside(page, s.done.id), '3:00 PM', `completed in ${timezoneId}`);
    }
  });

  it('when checked in both themes and on a phone, then axe finds nothing serious and nothing scrolls sideways; a phone starts in day view', async () => {
    const s = await seedCalendar(newContext, 5);
    // Three more owners fill the 3:00 PM deadline: one block in week and day views.
    const office = await newContext();
    await signInAdmin(office);
    for (const name of ['Dale', 'Emery', 'Flynn']) {
      const crowd = await registerOwner(await newContext(), { fullName: `${name} ${s.token}` });
      await adminBook(office, crowd.user, {
        bookingDate: s.date,
        timeSlot: '3:00 PM',
        ownerName: `${name} ${s.token}`,
      });
    }
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext();
      await presetTheme(context, theme);
      await signInAdmin(context);
      const page = await context.newPage();
      await openCalendar(page, s.token);
      await showMonthOf(page, s.date);
      await calendarEvent(page, s.launch.id).hover();
      await visible(page.getByRole('tooltip'));
      problems.push(...(await seriousViolations(page, ` month and tooltip ${theme}`)));
      await drillDownTo(page, s.date);
      await visible(calendarEvent(page, s.launch.id));
      problems.push(...(await seriousViolations(page, ` day ${theme}`)));
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      await visible(page.getByRole('button', { name: 'Week', pressed: true }));
      await visible(calendarEvent(page, s.launch.id));
      problems.push(...(await seriousViolations(page, ` week ${theme}`)));
      // The full deadline's block opens its list; each name opens its own panel.
      const block = page.locator(`[data-deadline="${s.date} 3:00 PM"]`);
      await block.click();
      const list = await visible(page.getByRole('dialog', { name: /3:00 PM · 4 services/ }));
      problems.push(...(await seriousViolations(page, ` deadline list ${theme}`)));
      await list.getByRole('button', { name: new RegExp(`Emery ${s.token}`) }).click();
      await visible(page.getByRole('dialog', { name: `Haul Out · Emery ${s.token}` }));
      await page.keyboard.press('Escape');
      await hidden(page.getByRole('dialog'));
      // Closing the panel gives focus back to the block it came from.
      await focused(block);

      const phone = await context.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await openCalendar(phone, s.token);
      await visible(phone.getByRole('button', { name: 'Day', pressed: true }));
      for (const view of ['Day', 'Week', 'Month'] as const) {
        await phone.getByRole('button', { name: view, exact: true }).click();
        await visible(phone.getByRole('button', { name: view, pressed: true }));
        const overflow = await sidewaysOverflow(phone);
        if (overflow > 0) problems.push(`${view} (${theme}) scrolls sideways by ${overflow}px`);
      }
      problems.push(...(await seriousViolations(phone, ` phone ${theme}`)));
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
