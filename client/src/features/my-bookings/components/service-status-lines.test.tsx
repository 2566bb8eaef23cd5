// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/booking-views';
import { addServiceDays, marinaToday } from '@shared/marina-time';
import { aBooking } from '@/test/bookings';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import MyBookingsPage from './my-bookings-page';

const timeZone = 'America/New_York';
const owner = { id: 1, email: 'morgan@example.test', ownerName: 'Morgan Tide', isAdmin: false };
const today = marinaToday(new Date(), timeZone);

/** The owner's page with one booking of today (3 PM deadline) as the yard has left it. */
async function cardFor(overrides: Partial<Booking>) {
  const booking = aBooking({ bookingDate: today, timeSlot: '3:00 PM', ...overrides });
  fakeApi({
    'GET /api/session': { body: { user: owner } },
    'GET /api/config': { body: { timeZone, bookingHorizonDays: 3650 } },
    'GET /api/bookings/user/1': { body: { bookings: [booking] } },
    'GET /api/bookings/user/1/cancelled': { body: { bookings: [] } },
    'GET /api/waitlist': { body: { entries: [] } },
  });
  renderInApp(<MyBookingsPage />, { route: '/my-bookings' });
  return screen.findByTestId('booking-card');
}

const actions = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe("the owner's service status", () => {
  it('when the boat is in the slings, then the card says In progress and offers no cancel', async () => {
    const card = await cardFor({ serviceStatus: 'in_progress' });
    expect(within(card).getByTestId('booking-status').textContent).toBe(
      '◐In progressThe crew is working on your boat now.',
    );
    expect(actions(card)).toEqual([]);
  });

  it('when the service is done, then the card says Done and cannot be cancelled or moved', async () => {
    const card = await cardFor({ serviceStatus: 'done', completed: true });
    expect(within(card).getByTestId('booking-status').textContent).toBe('✓Done');
    expect(actions(card)).toEqual([]);
  });

  it('when the owner missed it, then the card says Missed and asks them to call the office', async () => {
    const card = await cardFor({ serviceStatus: 'no_show' });
    expect(within(card).getByTestId('booking-status').textContent).toBe(
      '✕MissedWe could not go ahead without you or your boat. Please call the office to arrange a new time.',
    );
    expect(actions(card)).toEqual([]);
  });

  it('when it is still scheduled for a later day, then Cancel Service and Change date stay', async () => {
    const card = await cardFor({ bookingDate: addServiceDays(today, 5) });
    expect(within(card).queryByTestId('booking-status')).toBeNull();
    expect(actions(card)).toEqual(['Change date', 'Cancel Service']);
  });
});
