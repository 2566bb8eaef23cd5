// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/test/bookings';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { availability } from '@/test/availability';
import { NOW, signedInRoutes, TOMORROW } from '../test/schedule-api';
import SchedulePage from './schedule-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('after a booking', () => {
  it('when Escape closes the success dialog, then the prompt focuses Make Another Booking and Not now stays', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /api/timeslots/available': availability(),
      'POST /api/bookings': {
        status: 201,
        body: { booking: aBooking({ bookingDate: TOMORROW, timeSlot: '12:00 PM' }) },
      },
    });
    const leave = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign: leave });
    const { user, location } = renderInApp(<SchedulePage />, { route: '/schedule' });
    await user.click(await screen.findByRole('button', { name: /12:00 PM/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'CONFIRM SERVICE' }));
    expect(await screen.findByRole('dialog', { name: 'Service Scheduled!' })).toBeTruthy();

    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('alertdialog', { name: 'Make Another Booking?' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Make Another Booking'));
    expect(prompt.textContent).toContain('No');

    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(leave).not.toHaveBeenCalled();
    expect(location()).toBe('/schedule');
  });
});
