// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/booking-views';
import type { WaitlistEntry } from '@shared/api/waitlist';
import Toaster from '@/components/ui/toaster';
import { aBooking } from '@/test/bookings';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aWaitlistEntry } from '@/test/waitlist';
import MyBookingsPage from './my-bookings-page';
import { WaitlistSection } from './waitlist-section';

const third = aWaitlistEntry({ id: 31, position: 3 });
const next = aWaitlistEntry({
  id: 32,
  position: 1,
  serviceType: 'launch',
  sourceSlipType: 'parking-lot',
  destination: 'wet-slip',
  bookingDate: '2026-12-09',
  timeSlot: '3:00 PM',
});

/** The section as /my-bookings shows it; GET /api/waitlist answers what `state.entries` holds. */
function setUp(entries: WaitlistEntry[], routes: Record<string, FakeRoute> = {}) {
  const state = { entries };
  const api = fakeApi({
    'GET /api/waitlist': () => ok({ entries: state.entries }),
    'DELETE /api/waitlist/31': () => {
      state.entries = state.entries.filter((entry) => entry.id !== 31);
      return ok({ message: 'You left the waitlist', id: 31 });
    },
    ...routes,
  });
  const view = renderInApp(
    <>
      <WaitlistSection userId={1} />
      <Toaster />
    </>,
  );
  return { api, state, ...view };
}

const cards = () => screen.queryAllByTestId('waitlist-card');
const cardFor = (date: string) => {
  const card = cards().find((each) => each.textContent?.includes(date));
  if (!card) throw new Error(`No waitlist card for ${date}`);
  return card;
};

describe('the waitlist on /my-bookings', () => {
  it('when the owner waits for nothing, then there is no waitlist section', async () => {
    const { api } = setUp([]);
    await waitFor(() => expect(api.callsTo('GET /api/waitlist')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Waitlist' })).toBeNull();
  });

  it('when the owner waits for deadlines, then each card shows the service, the place in line, the date, the deadline and the move', async () => {
    setUp([third, next]);
    expect(await screen.findByRole('heading', { name: 'Waitlist' })).toBeTruthy();
    const haul = cardFor('Wednesday, December 2, 2026');
    for (const text of ['Haul Out', 'Number 3 in line', 'Deadline: 10:00 AM', 'My Wet Slip']) {
      expect(haul.textContent, text).toContain(text);
    }
    const launch = cardFor('Wednesday, December 9, 2026');
    for (const text of ['Launch', 'Next in line', 'Deadline: 3:00 PM', 'Parking Lot', 'Wet Slip']) {
      expect(launch.textContent, text).toContain(text);
    }
  });

  it('when the owner presses Leave, then the prompt names the place given up, and Stay in Line sends nothing', async () => {
    const { api, user } = setUp([third]);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Leave the waitlist?' });
    expect(prompt.textContent).toContain(
      'You will give up your place in line (number 3 in line) for the haul out on Wednesday, December 2 at 10:00 AM.',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Stay in Line' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/waitlist/31')).toHaveLength(0);
    expect(cards()).toHaveLength(1);
  });

  it('when the owner leaves, then the entry is deleted, its card goes and a toast says so', async () => {
    // Not the first card: the Leave pressed decides which entry goes.
    const { api, user } = setUp([next, third]);
    const card = await waitFor(() => cardFor('Wednesday, December 2, 2026'));
    await user.click(within(card).getByRole('button', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Leave Waitlist' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]?.textContent).toContain('Wednesday, December 9, 2026');
    expect(api.callsTo('DELETE /api/waitlist/31')).toHaveLength(1);
    expect(await screen.findByText('You left the waitlist')).toBeTruthy();
    expect(
      screen.getByText(
        'You are no longer waiting for the haul out on Wednesday, December 2 at 10:00 AM.',
      ),
    ).toBeTruthy();
  });

  it('when leaving fails, then the toast gives the reason and the card stays', async () => {
    const { user } = setUp([third], {
      'DELETE /api/waitlist/31': { status: 404, body: { message: 'Waitlist entry not found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Leave Waitlist' }));

    expect(
      await screen.findByText('Failed to leave the waitlist: Waitlist entry not found'),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cards()).toHaveLength(1);
  });

  it('when a place opens and the entry becomes a booking, then back on the page the booking shows without a reload', async () => {
    const owner = { id: 1, email: 'morgan@example.test', ownerName: 'Morgan Tide', isAdmin: false };
    const server = { entries: [third], bookings: [] as Booking[] };
    fakeApi({
      'GET /api/session': ok({ user: owner }),
      'GET /api/config': ok(aPublicConfig({ bookingHorizonDays: 3650 })),
      'GET /api/bookings/user/1': () => ok({ bookings: server.bookings }),
      'GET /api/bookings/user/1/cancelled': ok({ bookings: [] }),
      'GET /api/waitlist': () => ok({ entries: server.entries }),
    });
    renderInApp(<MyBookingsPage />, { route: '/my-bookings' });
    await screen.findByTestId('waitlist-card');
    // Nothing booked yet, but something going on: never 'No services found' above it.
    expect(screen.queryByText('No services found')).toBeNull();
    expect(screen.getByTestId('only-waiting').textContent).toBe(
      'Nothing booked yet: your waitlist place is below. We book you as soon as a place opens.',
    );

    // The holder cancelled: the server booked the owner in line.
    server.entries = [];
    server.bookings = [aBooking({ bookingDate: '2030-12-02', confirmationCode: 'WAIT2345' })];
    act(() => void window.dispatchEvent(new Event('visibilitychange')));

    const booked = await screen.findByTestId('booking-card');
    expect(booked.textContent).toContain('WAIT2345');
    expect(screen.queryByTestId('waitlist-card')).toBeNull();
  });
});
