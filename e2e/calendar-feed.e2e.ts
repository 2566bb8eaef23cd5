import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { bookViaApi, registerOwner } from './support/api';
import { expectToast, useBrowser, visible } from './support/browser';
import { marinaDaysFromNow } from './support/dates';

describe('calendar feed', () => {
  const { newPage, server } = useBrowser();

  it('when an owner creates the feed link on /profile and copies it, then a calendar app fetching it without cookies gets their booking', async () => {
    const { context, page } = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await registerOwner(context);
    const booking = await bookViaApi(context, {
      bookingDate: marinaDaysFromNow(12),
      timeSlot: '12:00 PM',
    });

    await page.goto('/profile');
    const card = page.getByRole('heading', { name: 'Calendar feed' }).locator('..');
    await visible(card.getByText(/Subscribe in Google Calendar, Apple Calendar or Outlook/));
    await card.getByRole('button', { name: 'Create link' }).click();
    await expectToast(page, 'Calendar link created');
    const link = await visible(card.getByRole('textbox', { name: 'Your private link' }));
    const url = await link.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
    const webcal = card.getByRole('link', { name: 'Open in calendar app' });
    expect(await webcal.getAttribute('href')).toBe(url.replace(/^https?:/, 'webcal:'));
    await visible(card.getByText(/It is shown only now/));

    await card.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The calendar app: a plain fetch, no cookie, to the server the test runs.
    const res = await fetch(`${server.baseURL}${new URL(url).pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()) as unknown[]);
    const uids = calendar
      .getAllSubcomponents('vevent')
      .map((event) => String(event.getFirstPropertyValue('uid')));
    expect(uids).toHaveLength(1);
    expect(uids[0]).toContain(booking.confirmationCode);

    // Reset: the old link stops working, and the card says so before it happens.
    await card.getByRole('button', { name: 'Reset link' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reset the calendar link?' });
    await confirm.getByRole('button', { name: 'Reset link' }).click();
    await expectToast(page, 'New link created');
    const fresh = await waitFor(async () => {
      const shown = await card.getByRole('textbox', { name: 'Your private link' }).inputValue();
      return shown !== url && shown;
    }, 'the card to show the new link');
    expect(fresh).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
    expect((await fetch(`${server.baseURL}${new URL(url).pathname}`)).status).toBe(404);
  });
});
