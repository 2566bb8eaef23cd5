// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '@shared/api/waitlist';
import { availability } from '@/test/availability';
import { aBoat } from '@/test/boats';
import { fakeApi, type FakeRequest } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { aWaitlistEntry } from '@/test/waitlist';
import { NOW, signedInRoutes, TOMORROW } from '../test/schedule-api';
import SchedulePage from './schedule-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Sea Breeze, 5 m wide: for it, no lift takes the 10:00 AM, and the 12:00 PM's lifts are full. */
const seaBreeze = aBoat({ beamM: 5 });
const forTheBoat = availability({
  '10:00 AM': { available: false, reason: 'no_lift_fits', liftMisfit: 'beam', remaining: 2 },
  '12:00 PM': { available: false, reason: 'lift_full', remaining: 2 },
});
const anyBoat = availability();
const askedFor = ({ url }: FakeRequest) => url.searchParams.get('boatId');

describe('the owner schedule and the lifts', () => {
  it('when the owner’s boat is chosen, then every availability read names it, and a deadline no lift takes explains why', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /api/boats': { body: { boats: [seaBreeze] } },
      'GET /api/timeslots/available': (request) =>
        askedFor(request) === String(seaBreeze.id) ? forTheBoat(request) : anyBoat(request),
      'GET /api/timeslots/days': (request) => ({
        body: {
          days:
            askedFor(request) === String(seaBreeze.id)
              ? [{ date: TOMORROW, state: 'no_lift_fits', reason: null }]
              : [],
        },
      }),
    });
    renderInApp(<SchedulePage />, { route: '/schedule' });

    // The boat is chosen once the session and the owner's boats are read: then the day is read
    // again for it (the deadlines are drawn anew, so each is looked up afresh).
    const early = () => screen.getByRole('button', { name: /^10:00 AM/ });
    await waitFor(
      () => expect(early().textContent).toBe('10:00 AMNo lift here takes a boat this wide'),
      { timeout: 5000 },
    );
    expect(early().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /^12:00 PM/ }).textContent).toBe(
      '12:00 PMThe lifts that take this boat are full: join waitlist',
    );
    expect(
      await screen.findByRole('button', {
        name: 'Wednesday, December 2, 2026, no lift takes this boat',
      }),
    ).toBeTruthy();
    expect(screen.getByText('No lift for this boat')).toBeTruthy();
    expect(api.callsTo('GET /api/timeslots/available').at(-1)?.path).toContain(
      `boatId=${seaBreeze.id}`,
    );
    expect(api.callsTo('GET /api/timeslots/days').at(-1)?.path).toContain(`boatId=${seaBreeze.id}`);
  });

  it('when no lift takes the chosen boat on any deadline of the day, then the page says to call the office, not to wait for a later one', async () => {
    const noLift = availability({
      '10:00 AM': { available: false, reason: 'no_lift_fits', liftMisfit: 'beam', remaining: 0 },
      '12:00 PM': { available: false, reason: 'no_lift_fits', liftMisfit: 'beam', remaining: 0 },
      '3:00 PM': { available: false, reason: 'no_lift_fits', liftMisfit: 'beam', remaining: 0 },
    });
    fakeApi({
      ...signedInRoutes(),
      'GET /api/boats': { body: { boats: [seaBreeze] } },
      'GET /api/timeslots/available': (request) =>
        askedFor(request) === String(seaBreeze.id) ? noLift(request) : anyBoat(request),
      'GET /api/timeslots/next-open': { body: { next: null } },
    });
    renderInApp(<SchedulePage />, { route: '/schedule' });
    const line = await screen.findByTestId('next-open-deadline', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(line.textContent).toBe(
        'Nothing open on this day. No lift in our yard takes this boat, on any day. Please call the office to arrange its service.',
      ),
    );
  });

  it('when the lifts that take the chosen boat are full at a deadline, then the owner may join its waitlist for that boat, as for a full one', async () => {
    let entries: WaitlistEntry[] = [];
    const api = fakeApi({
      ...signedInRoutes(),
      'GET /api/boats': { body: { boats: [seaBreeze] } },
      'GET /api/timeslots/available': (request) =>
        askedFor(request) === String(seaBreeze.id) ? forTheBoat(request) : anyBoat(request),
      'GET /api/waitlist': () => ({ body: { entries } }),
      'POST /api/waitlist': () => {
        entries = [
          aWaitlistEntry({
            bookingDate: TOMORROW,
            timeSlot: '12:00 PM',
            position: 1,
            boat: seaBreeze,
          }),
        ];
        return { status: 201, body: { entry: entries[0] } };
      },
    });
    const { user } = renderInApp(<SchedulePage />, { route: '/schedule' });
    const liftsFull = () => screen.getByRole('button', { name: /^12:00 PM/ });
    await waitFor(
      () =>
        expect(liftsFull().textContent).toBe(
          '12:00 PMThe lifts that take this boat are full: join waitlist',
        ),
      { timeout: 5000 },
    );
    expect(liftsFull()).toHaveProperty('disabled', false);
    await user.click(liftsFull());

    expect(
      screen.getByText(
        'The lifts that take this boat are full at this deadline. Join its waitlist: if a place opens, it is booked for you in turn and you get the confirmation by email.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CONFIRM SERVICE' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));

    expect((await screen.findByTestId('waitlist-place')).textContent).toContain(
      "You're number 1 in line",
    );
    expect(api.callsTo('POST /api/waitlist').map((call) => call.body)).toEqual([
      expect.objectContaining({
        boatId: seaBreeze.id,
        bookingDate: TOMORROW,
        timeSlot: '12:00 PM',
      }),
    ]);
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });
});
