// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CancelledBooking } from '@shared/api/booking-views';
import { aBooking } from '@/test/bookings';
import { fakeApi } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aWaitlistEntry } from '@/test/waitlist';
import MyBookingsPage from './my-bookings-page';

const owner = { id: 1, email: 'morgan@example.test', ownerName: 'Morgan Tide', isAdmin: false };
const seaBreeze = {
  id: 41,
  name: 'Sea Breeze',
  kind: 'sail' as const,
  lengthM: 9.91,
  beamM: 3.4,
  draftM: null,
  weightKg: 6350,
};
const cancelled: CancelledBooking = {
  ...aBooking({ id: 2, bookingDate: '2030-05-06', confirmationCode: 'K3PQRSTU', boat: seaBreeze }),
  cancelledAt: '2030-05-01T12:00:00.000Z',
  cancelledBy: 'owner',
};

function renderPage(units: 'imperial' | 'metric') {
  fakeApi({
    'GET /api/session': { body: { user: owner } },
    'GET /api/config': { body: aPublicConfig({ units, bookingHorizonDays: 3650 }) },
    'GET /api/bookings/user/1': {
      body: {
        bookings: [
          aBooking({ bookingDate: '2030-06-03', boat: seaBreeze }),
          aBooking({ id: 3, bookingDate: '2030-06-04', confirmationCode: 'M4NPQRST', boat: null }),
        ],
      },
    },
    'GET /api/bookings/user/1/cancelled': { body: { bookings: [cancelled] } },
    'GET /api/waitlist': {
      body: { entries: [aWaitlistEntry({ bookingDate: '2030-06-10', boat: seaBreeze })] },
    },
  });
  return renderInApp(<MyBookingsPage />, { route: '/my-bookings' });
}

const boatOf = (card: HTMLElement) =>
  within(card).queryByText('Boat')?.nextElementSibling?.textContent ?? null;

describe('the boat on the owner’s services', () => {
  it('when a booking, a waitlist place and a cancelled booking have a boat, then each card names it with its size', async () => {
    const { user } = renderPage('imperial');
    const [withBoat, without] = await screen.findAllByTestId('booking-card');
    expect(boatOf(withBoat!)).toBe('Sea Breeze (Sail)32 ft 6 in · beam 11 ft 2 in · 14,000 lb');
    expect(boatOf(without!)).toBeNull();
    expect(boatOf(await screen.findByTestId('waitlist-card'))).toContain('Sea Breeze (Sail)');

    await user.click(screen.getByRole('button', { name: /History/ }));
    const history = screen
      .getAllByTestId('booking-card')
      .find((card) => card.textContent?.includes('K3PQRSTU'));
    expect(boatOf(history!)).toContain('Sea Breeze (Sail)32 ft 6 in');
  });

  it('when the marina works in metres, then the size reads in metres and tonnes', async () => {
    renderPage('metric');
    const [withBoat] = await screen.findAllByTestId('booking-card');
    expect(boatOf(withBoat!)).toBe('Sea Breeze (Sail)9.91 m · beam 3.4 m · 6.35 t');
  });
});
