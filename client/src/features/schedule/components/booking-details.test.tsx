// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster from '@/components/ui/toaster';
import { aBooking } from '@/test/bookings';
import { availability, fullSlot } from '@/test/availability';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { NOW, signedInRoutes, signedOutRoutes, TOMORROW } from '../test/schedule-api';
import SchedulePage from './schedule-page';

// The clock ticks only when a test moves it (the page re-reads it every 30 seconds).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const CHOOSE = 'Please select a date and deadline to enable booking.';
const TOO_SOON = 'This time slot is within the 24-hour advance notice window and cannot be booked.';

function setUp(routes: Record<string, FakeRoute>) {
  const api = fakeApi({
    'GET /api/timeslots/available': availability({ '12:00 PM': fullSlot }),
    ...routes,
  });
  const view = renderInApp(
    <>
      <SchedulePage />
      <Toaster />
    </>,
    { route: '/schedule' },
  );
  return { api, ...view };
}

// The booking screen renders after the heading, deferred: slow on a busy machine.
const deadline = (slot: string) =>
  screen.findByRole('button', { name: new RegExp(`^${slot}`) }, { timeout: 5000 });

describe('the owner’s booking form', () => {
  it('when no deadline is chosen, then it asks for one, and CONFIRM SERVICE explains instead of sending', async () => {
    const { api, user } = setUp(signedInRoutes());
    await deadline('10:00 AM');
    expect(screen.getByText(CHOOSE)).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'CONFIRM SERVICE' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');

    await user.click(confirm);
    expect(await screen.findByText('Incomplete booking')).toBeTruthy();
    expect(screen.getByText('Please select a date and deadline for your booking.')).toBeTruthy();
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('when an open deadline is chosen, then the notice goes and the booking is sent for that date and deadline', async () => {
    const { api, user } = setUp({
      ...signedInRoutes(),
      'POST /api/bookings': {
        status: 201,
        body: { booking: aBooking({ bookingDate: TOMORROW, timeSlot: '3:00 PM' }) },
      },
    });
    await user.click(await deadline('3:00 PM'));
    expect(screen.queryByText(CHOOSE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'CONFIRM SERVICE' }));

    await screen.findByRole('dialog', { name: 'Service Scheduled!' });
    expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      bookingDate: TOMORROW,
      timeSlot: '3:00 PM',
    });
  });

  it('when a full deadline is chosen, then the form offers its waitlist instead of CONFIRM SERVICE', async () => {
    const { user } = setUp(signedInRoutes());
    const full = await deadline('12:00 PM');
    expect(full.textContent).toContain('Full: join waitlist');
    await user.click(full);

    expect(
      screen.getByText(
        'This deadline is full. Join its waitlist: if a place opens, it is booked for you in turn and you get the confirmation by email.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join waitlist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CONFIRM SERVICE' })).toBeNull();
  });

  it('when the chosen deadline falls inside 24 hours while the page is open, then it says so and cannot be sent', async () => {
    const { user } = setUp({
      ...signedInRoutes(),
      // Nothing on the day is open any more: the page offers the next open deadline.
      'GET /api/timeslots/next-open': {
        body: { next: { date: '2026-12-03', timeSlot: '10:00 AM' } },
      },
    });
    await user.click(await deadline('3:00 PM'));
    expect(screen.queryByText(TOO_SOON)).toBeNull();

    // 3:30 PM in New York: tomorrow's 3:00 PM is now 23 and a half hours away.
    act(() => {
      vi.setSystemTime(new Date('2026-12-01T20:30:00Z'));
      vi.advanceTimersByTime(30_000);
    });
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_SOON);
    expect(screen.getByRole('button', { name: 'CONFIRM SERVICE' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('when signed out, then it says to sign in, links to /auth, and a full deadline offers no waitlist', async () => {
    setUp(signedOutRoutes());
    const full = await deadline('12:00 PM');
    expect(full).toHaveProperty('disabled', true);
    expect(full.textContent).not.toContain('join waitlist');
    expect(screen.getByText('You must sign in to schedule services')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In to Book' }).getAttribute('href')).toBe(
      '/auth',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'CONFIRM SERVICE' })).toBeNull(),
    );
  });
});
