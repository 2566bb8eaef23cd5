/**
 * What bench/admin-render.ts times in Chromium, and how: from navigation start (or a click) to
 * the content shown and painted. Conditions read what a person sees: the list's rows, the
 * page the list says it answers (its data-search), the calendar's events, the board's cards.
 */
import type { APIRequestContext, Page } from 'playwright-core';

/** The list's page size (client/src/features/admin-bookings/components/list-params.ts). */
export const PAGE_SIZE = 50;

/** Two animation frames after the condition: the content has been painted. */
async function paintedWhen(page: Page, condition: string): Promise<number> {
  await page.waitForFunction(condition, undefined, { timeout: 60_000, polling: 'raf' });
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
}

/** The list shows `rows` rows and answers the query string `search` (not a placeholder). */
export const listShown = (search: string, rows: number) => `(() => {
  const list = document.querySelector('[data-testid="bookings-list"]');
  return list?.getAttribute('data-search') === ${JSON.stringify(search)}
    && document.querySelectorAll('[data-testid="booking-row"]').length === ${rows};
})()`;

export const CALENDAR_SHOWN = `(() => {
  const calendar = document.querySelector('[data-testid="bookings-calendar"]');
  return calendar?.getAttribute('aria-busy') === 'false' && calendar.querySelector('.rbc-event');
})()`;

export const boardShown = (cards: number) =>
  `document.querySelectorAll('[data-testid="board-card"]').length >= ${cards}`;

/** Milliseconds from navigation start until the condition holds and has been painted. */
export async function pageLoad(page: Page, path: string, condition: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  return paintedWhen(page, condition);
}

/**
 * The calendar's Next month from this month (loaded first, not timed): fetch and render
 * without a page load. Always the month after this one, so every run draws the same month.
 */
export async function nextMonth(page: Page): Promise<number> {
  await pageLoad(page, '/admin?view=calendar', CALENDAR_SHOWN);
  const label = await page.locator('.marina-calendar h2').textContent();
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.waitForFunction(
    (before) => document.querySelector('.marina-calendar h2')?.textContent !== before,
    label,
  );
  return (await paintedWhen(page, CALENDAR_SHOWN)) - started;
}

/**
 * The crew board's Next day from the day before `date` (loaded first, not timed): the click
 * to the day's `cards` painted, the day's bookings fetched and drawn without a page load.
 * `render` is the part after the day's bookings arrived (the response's end to painted).
 */
export async function boardNextDay(
  page: Page,
  path: (date: string) => string,
  dayBefore: string,
  date: string,
  cards: number,
): Promise<{ total: number; render: number }> {
  await pageLoad(page, path(dayBefore), boardShown(1));
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Next day' }).click();
  const shown = `location.pathname === ${JSON.stringify(path(date))} && ${boardShown(cards)}`;
  const painted = await paintedWhen(page, shown);
  const arrived = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/bookings?') && entry.name.includes(from))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
        .at(-1),
    `from=${date}`,
  );
  if (arrived === undefined) throw new Error(`no /api/bookings request for ${date} was seen`);
  return { total: painted - started, render: painted - arrived };
}

/** How many active bookings the list query finds, and the first page's row count. */
export async function listTotal(
  request: APIRequestContext,
  params: Record<string, string>,
): Promise<{ total: number; firstPage: number }> {
  const query = new URLSearchParams({ sort: 'date', limit: String(PAGE_SIZE), ...params });
  const res = await request.get(`/api/bookings?${query.toString()}`);
  if (!res.ok()) throw new Error(`GET /api/bookings?${query.toString()}: ${res.status()}`);
  const body = (await res.json()) as { total: number; bookings: unknown[] };
  return { total: body.total, firstPage: body.bookings.length };
}

export interface Timing {
  title: string;
  cold: number;
  warm: number[];
  median: number;
}

export const medianOf = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The first (cold) run, then `runs` warm ones (chunks cached): the warm median is the figure. */
export async function timeRuns(
  title: string,
  runs: number,
  run: () => Promise<number>,
): Promise<Timing> {
  const cold = await run();
  const warm: number[] = [];
  for (let i = 0; i < runs; i += 1) warm.push(await run());
  return { title, cold, warm, median: medianOf(warm) };
}

export const formatTiming = (t: Timing) =>
  `${t.title.padEnd(44)} median ${t.median.toFixed(0).padStart(5)} ms  (cold ${t.cold.toFixed(0)} ms, warm ${t.warm.map((ms) => ms.toFixed(0)).join('/')})`;
