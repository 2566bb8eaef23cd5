// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '@shared/api/waitlist';
import { availability, closedSlot, fullSlot } from '@/test/availability';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { aWaitlistEntry } from '@/test/waitlist';
import { NOW, signedInRoutes, signedOutRoutes, TOMORROW } from '../test/schedule-api';
import SchedulePage from './schedule-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const closed = closedSlot('Storm');
const closedTomorrow = availability(
  {},
  { [TOMORROW]: { '10:00 AM': closed, '12:00 PM': closed, '3:00 PM': closed } },
);

describe('the owner schedule', () => {
  it('when days are closed or full, then the calendar marks them in their names', async () => {
    fakeApi({
      ...signedOutRoutes(),
      'GET /api/timeslots/available': availability(),
      'GET /api/timeslots/days': {
        body: {
          days: [
            { date: TOMORROW, state: 'closed', reason: 'Storm' },
            { date: '2026-12-03', state: 'full', reason: null },
            { date: '2026-12-04', state: 'open', reason: null },
          ],
        },
      },
    });
    renderInApp(<SchedulePage />, { route: '/schedule' });
    expect(
      await screen.findByRole(
        'button',
        { name: 'Wednesday, December 2, 2026, yard closed (Storm)' },
        // The booking screen renders after the heading, deferred: slow on a busy machine.
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Thursday, December 3, 2026, fully booked' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Friday, December 4, 2026' })).toBeTruthy();
  });

  it('when the chosen day has nothing open, then it names the next open deadline and selects it', async () => {
    const api = fakeApi({
      ...signedOutRoutes(),
      'GET /api/timeslots/available': closedTomorrow,
      'GET /api/timeslots/next-open': {
        body: { next: { date: '2026-12-04', timeSlot: '12:00 PM' } },
      },
    });
    const { user } = renderInApp(<SchedulePage />, { route: '/schedule' });
    const line = await screen.findByTestId('next-open-deadline', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(line.textContent).toContain(
        'Nothing open on this day. The next open deadline is Friday, December 4 at 12:00 PM.',
      ),
    );
    expect(api.callsTo('GET /api/timeslots/next-open')[0]?.path).toContain(`from=${TOMORROW}`);

    await user.click(screen.getByRole('button', { name: 'Select Dec 4 at 12:00 PM' }));
    expect(await screen.findByText('Deadlines for Friday, December 4')).toBeTruthy();
    const chosen = await screen.findByRole('button', { name: /12:00 PM/, pressed: true });
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    expect(screen.queryByTestId('next-open-deadline')).toBeNull();
  });

  it('when the owner joins a waitlist, then the deadline and the form show the place in line with Leave', async () => {
    let entries: WaitlistEntry[] = [];
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /api/timeslots/available': availability({ '10:00 AM': fullSlot }),
      'GET /api/waitlist': () => ({ body: { entries } }),
      'POST /api/waitlist': () => {
        entries = [aWaitlistEntry({ bookingDate: TOMORROW, position: 3 })];
        return { status: 201, body: { entry: entries[0] } };
      },
      'DELETE /api/waitlist/31': () => {
        entries = [];
        return { body: { removed: true } };
      },
    });
    const { user } = renderInApp(<SchedulePage />, { route: '/schedule' });
    await user.click(
      await screen.findByRole('button', { name: /10:00 AM.*join waitlist/ }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));

    const place = await screen.findByTestId('waitlist-place');
    expect(within(place).getByText("You're number 3 in line")).toBeTruthy();
    expect(screen.getByRole('button', { name: /10:00 AM.*You're number 3 in line/ })).toBeTruthy();
    expect(within(place).getByRole('link', { name: 'My Services' }).getAttribute('href')).toBe(
      '/my-bookings',
    );
    await waitFor(() => expect(document.activeElement).toBe(place));

    await user.click(within(place).getByRole('button', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Leave Waitlist' }));
    await waitFor(() => expect(screen.queryByTestId('waitlist-place')).toBeNull());
    expect(api.callsTo('DELETE /api/waitlist/31')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Join waitlist' })).toBeTruthy();
  });
});
