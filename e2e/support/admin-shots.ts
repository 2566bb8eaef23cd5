import type { Page } from 'playwright-core';
import { openFirstPanel } from './admin';
import { drillDownTo, settled, showMonthOf } from './calendar';
import { marinaDaysFromNow } from './dates';
import { animationsDone } from './animations';
import type { Shot } from './shots';

type CalendarView = 'Month' | 'Week' | 'Day';

/** Shows the calendar's view of a day: its month, its week (opened through its day) or the day. */
async function showCalendar(page: Page, view: CalendarView, day: string): Promise<void> {
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await settled(page);
  await showMonthOf(page, day);
  // Week opens on the week of the chosen day: through its day view.
  if (view !== 'Month') await drillDownTo(page, day);
  if (view === 'Week') await page.getByRole('button', { name: 'Week', exact: true }).click();
  await settled(page);
}

/** The admin desk's screens, in the order they are taken. */
export const adminShots: Shot[] = [
  { name: 'admin-list', signedIn: true, admin: true, path: '/admin' },
  {
    name: 'admin-panel',
    signedIn: true,
    admin: true,
    path: '/admin',
    prepare: async (page) => {
      await openFirstPanel(page);
      await animationsDone(page);
    },
  },
  {
    name: 'admin-panel-history',
    signedIn: true,
    admin: true,
    path: '/admin',
    prepare: async (page) => {
      const history = await openFirstPanel(page);
      await history.scrollIntoViewIfNeeded();
      await animationsDone(page);
    },
  },
  {
    name: 'admin-clear-all',
    signedIn: true,
    admin: true,
    path: '/admin',
    prepare: async (page) => {
      // The danger zone under the list, its count typed in.
      const zone = page.getByRole('form', { name: 'Clear all bookings' });
      const field = zone.getByLabel(/^Type [\d,]+ to confirm$/);
      await field.waitFor();
      const label = (await zone.locator('label').first().textContent()) ?? '';
      await field.fill(label.replace(/\D/g, ''));
      await zone.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await animationsDone(page);
    },
  },
  // The admin calendar's three views (a phone starts in day view) and the crew day sheet.
  ...(['Month', 'Week', 'Day'] as const).map((view): Shot => ({
    name: `admin-calendar-${view.toLowerCase()}`,
    signedIn: true,
    admin: true,
    path: '/admin?view=calendar',
    prepare: async (page) => {
      await showCalendar(page, view, marinaDaysFromNow(3));
      const event = page.locator('.rbc-event[data-booking-id]').first();
      if (view === 'Month' && (await event.isVisible())) {
        await event.hover();
        // The tooltip opens after its delay (docs/product.md#constants).
        await page.getByRole('tooltip').waitFor();
      }
      await animationsDone(page);
    },
  })),
  {
    // A full deadline's block in week view, opened to list its four services.
    name: 'admin-calendar-deadline',
    signedIn: true,
    admin: true,
    path: '/admin?view=calendar',
    prepare: async (page) => {
      const day = marinaDaysFromNow(3);
      await showCalendar(page, 'Week', day);
      await page.locator(`[data-deadline="${day} 10:00 AM"]`).click();
      await page.getByRole('dialog', { name: /4 services/ }).waitFor();
      await animationsDone(page);
    },
  },
  {
    name: 'admin-day-sheet',
    signedIn: true,
    admin: true,
    path: `/admin/day/${marinaDaysFromNow(3)}`,
  },
  {
    // Four days out the office closed the 3:00 PM deadline: its launch carries the marker.
    name: 'admin-day-sheet-closed',
    signedIn: true,
    admin: true,
    path: `/admin/day/${marinaDaysFromNow(4)}`,
  },
  {
    name: 'admin-new-booking',
    signedIn: true,
    admin: true,
    path: '/admin?tab=new-booking',
    prepare: async (page) => {
      // A customer chosen (their details filled in), the rest left for the form's messages.
      await page.getByRole('button', { name: /^Customer/ }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: 'Create Booking' }).click();
      await animationsDone(page);
    },
  },
  { name: 'admin-users', signedIn: true, admin: true, path: '/admin?tab=users' },
  { name: 'admin-availability', signedIn: true, admin: true, path: '/admin?tab=availability' },
  {
    // The weather hold's preview over the seeded day three days out.
    name: 'admin-weather-hold',
    signedIn: true,
    admin: true,
    path: '/admin?tab=availability',
    prepare: async (page) => {
      await page.getByLabel('Date', { exact: true }).fill(marinaDaysFromNow(3));
      await page.getByRole('button', { name: 'Weather Hold', exact: true }).click();
      await page.getByTestId('hold-move').first().waitFor();
      await animationsDone(page);
    },
  },
  { name: 'admin-activity', signedIn: true, admin: true, path: '/admin?tab=activity' },
  // The export screen: running, exported, refused by Google, and on a server without settings.
  {
    name: 'admin-export-running',
    signedIn: true,
    admin: true,
    sheets: true,
    path: '/admin/export',
    busy: true,
    // Never answered, so the spinner stays.
    before: (page) => page.route('**/api/export/sheets', () => {}),
    prepare: (page) => page.getByRole('heading', { name: 'Export bookings' }).waitFor(),
  },
  {
    name: 'admin-export-success',
    signedIn: true,
    admin: true,
    sheets: true,
    path: '/admin/export',
  },
  {
    name: 'admin-export-refused',
    signedIn: true,
    admin: true,
    sheets: true,
    path: '/admin/export',
    before: (_page, google) => google?.failNext(403, 1),
  },
  { name: 'admin-export-not-set-up', signedIn: true, admin: true, path: '/export-data' },
  // EXPORT NOW's caption when the export goes to Google Sheets (admin-list shows the CSV one).
  { name: 'admin-export-now-sheets', signedIn: true, admin: true, sheets: true, path: '/admin' },
];
