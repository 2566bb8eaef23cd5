// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/booking-views';
import { aBooking } from '@/test/bookings';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import MyBookingsPage from './my-bookings-page';

const owner = { id: 1, email: 'morgan@example.test', ownerName: 'Morgan Tide', isAdmin: false };

function renderPage() {
  let bookings: Booking[] = [aBooking({ bookingDate: '2030-06-03' })];
  fakeApi({
    'GET /api/session': { body: { user: owner } },
    'GET /api/config': { body: { timeZone: 'America/New_York', bookingHorizonDays: 3650 } },
    'GET /api/bookings/user/1': () => ({ body: { bookings } }),
    'GET /api/bookings/user/1/cancelled': { body: { bookings: [] } },
    'GET /api/waitlist': { body: { entries: [] } },
    'GET /api/timeslots/available': { body: { availableTimeSlots: [], slots: [] } },
    'GET /api/timeslots/days': { body: { days: [] } },
    'DELETE /api/bookings/1': () => {
      bookings = [];
      return { body: { removed: true } };
    },
  });
  return renderInApp(<MyBookingsPage />, { route: '/my-bookings' });
}

describe('My bookings dialogs', () => {
  it('when the cancel prompt is dismissed, then focus returns to Cancel Service', async () => {
    const { user } = renderPage();
    const cancel = await screen.findByRole('button', { name: 'Cancel Service' });
    await user.click(cancel);
    await user.click(await screen.findByRole('button', { name: 'Keep Service' }));
    await waitFor(() => expect(document.activeElement).toBe(cancel));
  });

  it('when the service is cancelled and its card is gone, then focus goes to the page heading', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Service' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Service' }));
    await screen.findByText('No services found');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'My Haul/Launches Scheduled' }),
      ),
    );
  });

  it('when the change-date dialog closes, then focus returns to Change date', async () => {
    const { user } = renderPage();
    const change = await screen.findByRole('button', { name: 'Change date of D7DHKNKS' });
    await user.click(change);
    await user.click(await screen.findByRole('button', { name: 'Keep current date' }));
    await waitFor(() => expect(document.activeElement).toBe(change));
  });
});
