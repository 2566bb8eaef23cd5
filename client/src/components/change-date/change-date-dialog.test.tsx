// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@shared/api/booking-views';
import Toaster from '@/components/ui/toaster';
import { aBooking } from '@/test/bookings';
import { availability, fullSlot } from '@/test/availability';
import { fakeApi, heldReply, ok, type FakeRequest, type FakeRoute } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { ChangeDateButton, type ChangeDateRules } from './change-date-dialog';
import { aBookingBoat } from '@/test/boats';

// 1:00 PM in New York on Tuesday, December 1: tomorrow's 10:00 AM and 12:00 PM are less than
// 24 hours away, its 3:00 PM is not.
const NOW = new Date('2026-12-01T18:00:00Z');
const booking = aBooking({ id: 5, bookingDate: '2026-12-10', timeSlot: '10:00 AM' });
const moved = { ...booking, bookingDate: '2026-12-11', timeSlot: '3:00 PM' } as const;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function setUp({
  rules = 'owner',
  days = availability(),
  calendar = ok({ days: [] }),
  reschedule = ok({ booking: moved }),
  toMove = booking,
}: {
  rules?: ChangeDateRules;
  days?: FakeRoute;
  /** GET /api/timeslots/days: the calendar's marks. */
  calendar?: FakeRoute;
  reschedule?: FakeRoute;
  toMove?: Booking;
} = {}) {
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/timeslots/available': days,
    'GET /api/timeslots/days': calendar,
    'POST /api/bookings/5/reschedule': reschedule,
  });
  const view = renderInApp(
    <>
      <ChangeDateButton booking={toMove} rules={rules} />
      <Toaster />
    </>,
  );
  const open = async () => {
    await view.user.click(screen.getByRole('button', { name: 'Change date of D7DHKNKS' }));
    return screen.findByRole('dialog', { name: 'Change date' });
  };
  return { api, open, ...view };
}

/** The booking of Wide Load, 5 m wide. */
const withBoat: Booking = {
  ...booking,
  boat: aBookingBoat({ name: 'Wide Load', kind: 'power', lengthM: 12, beamM: 5 }),
};

const deadline = async (dialog: HTMLElement, slot: string) =>
  within(dialog).findByRole('button', { name: new RegExp(`^${slot}`) });
const day = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const moveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /^(Move booking|Moving\.\.\.)$/ });

describe('the change-date dialog', () => {
  it('when it opens, then its deadline reads Booked now and cannot be chosen, and Move booking waits for another', async () => {
    const { open } = setUp();
    const dialog = await open();
    expect(dialog.textContent).toContain(
      'Haul Out D7DHKNKS, now on Thursday, December 10, 2026 at 10:00 AM',
    );
    const current = await deadline(dialog, '10:00 AM');
    expect(current.textContent).toContain('Booked now');
    expect(current).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain('Choose a different date or deadline.');
    expect(moveButton(dialog)).toHaveProperty('disabled', true);
  });

  it('when another deadline is chosen, then the footer names the new time and Move booking is enabled', async () => {
    const { open, user } = setUp();
    const dialog = await open();
    await user.click(day(dialog, 'Friday, December 11, 2026'));
    await user.click(await deadline(dialog, '3:00 PM'));
    expect(dialog.textContent).toContain('New time: Friday, December 11, 2026 at 3:00 PM');
    expect(moveButton(dialog)).toHaveProperty('disabled', false);
  });

  it('when an owner moves, then today cannot be picked and tomorrow’s deadlines within 24 hours are marked and disabled', async () => {
    const { open, user } = setUp({ rules: 'owner' });
    const dialog = await open();
    expect(dialog.textContent).toContain('the new time must be at least 24 hours away');
    expect(day(dialog, 'Tuesday, December 1, 2026 (today)')).toHaveProperty('disabled', true);

    await user.click(day(dialog, 'Wednesday, December 2, 2026'));
    for (const slot of ['10:00 AM', '12:00 PM']) {
      const tooSoon = await deadline(dialog, slot);
      expect(tooSoon.textContent, slot).toContain('Within 24 hours');
      expect(tooSoon, slot).toHaveProperty('disabled', true);
    }
    expect(await deadline(dialog, '3:00 PM')).toHaveProperty('disabled', false);
  });

  it('when the office moves, then today can be picked and no deadline is held back by the 24-hour rule', async () => {
    const { open, user } = setUp({ rules: 'office' });
    const dialog = await open();
    expect(dialog.textContent).not.toContain('24 hours');

    await user.click(day(dialog, 'Tuesday, December 1, 2026 (today)'));
    expect(await deadline(dialog, '3:00 PM')).toHaveProperty('disabled', false);
    await user.click(day(dialog, 'Wednesday, December 2, 2026'));
    const early = await deadline(dialog, '10:00 AM');
    expect(early.textContent).toContain('2 of 4 open');
    expect(early).toHaveProperty('disabled', false);
  });

  it('when a deadline is full, then it reads Full and cannot be chosen: a move joins no waitlist', async () => {
    const { open, user } = setUp({ days: availability({ '12:00 PM': fullSlot }) });
    const dialog = await open();
    await user.click(day(dialog, 'Friday, December 11, 2026'));
    const full = await deadline(dialog, '12:00 PM');
    expect(full.textContent).toMatch(/Full$/);
    expect(full).toHaveProperty('disabled', true);
  });

  it('when the move is sent, then both buttons wait, the new date and deadline are sent, and the toast names the new time', async () => {
    const answer = heldReply(ok({ booking: moved }));
    const { api, open, user } = setUp({ reschedule: answer.route });
    const dialog = await open();
    await user.click(day(dialog, 'Friday, December 11, 2026'));
    await user.click(await deadline(dialog, '3:00 PM'));
    await user.click(moveButton(dialog));

    expect(moveButton(dialog).textContent).toBe('Moving...');
    expect(moveButton(dialog)).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Keep current date' })).toHaveProperty(
      'disabled',
      true,
    );
    answer.release();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/bookings/5/reschedule').map((call) => call.body)).toEqual([
      { bookingDate: '2026-12-11', timeSlot: '3:00 PM' },
    ]);
    expect(await screen.findByText('Booking changed')).toBeTruthy();
    expect(
      screen.getByText('D7DHKNKS is now on Friday, December 11, 2026 at 3:00 PM.'),
    ).toBeTruthy();
  });

  it('when the server refuses, then its message shows in the dialog, which stays open, the day is read again and the deadline it took is no longer chosen', async () => {
    const refusal = 'This deadline is full and unavailable. Please choose another.';
    // Another owner took the last place: the server says so, and the day then reads full.
    let taken = false;
    const { open, user } = setUp({
      days: (request) => availability(taken ? { '3:00 PM': fullSlot } : {})(request),
      reschedule: () => {
        taken = true;
        return { status: 409, body: { message: refusal, code: 'slot_full' } };
      },
    });
    const dialog = await open();
    await user.click(day(dialog, 'Friday, December 11, 2026'));
    await user.click(await deadline(dialog, '3:00 PM'));
    await user.click(moveButton(dialog));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog', { name: 'Change date' })).toBe(dialog);
    await waitFor(async () =>
      expect((await deadline(dialog, '3:00 PM')).textContent).toMatch(/Full$/),
    );
    expect((await deadline(dialog, '3:00 PM')).getAttribute('aria-pressed')).toBe('false');
    expect(dialog.textContent).toContain('Choose a different date or deadline.');
    expect(moveButton(dialog)).toHaveProperty('disabled', true);

    await user.click(await deadline(dialog, '12:00 PM'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('when Keep current date is pressed, then the dialog closes and nothing is sent', async () => {
    const { api, open, user } = setUp();
    const dialog = await open();
    await user.click(day(dialog, 'Friday, December 11, 2026'));
    await user.click(await deadline(dialog, '3:00 PM'));
    await user.click(within(dialog).getByRole('button', { name: 'Keep current date' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/bookings/5/reschedule')).toHaveLength(0);
  });

  it.each(['owner', 'office'] as const)(
    'when the booking has a boat (%s), then its deadlines are read for that boat and one its lifts cannot take says why and cannot be chosen',
    async (rules) => {
      // For Wide Load, no lift takes the 12:00 PM, and the 3:00 PM's lifts are full.
      const forTheBoat = availability({
        '12:00 PM': { available: false, reason: 'no_lift_fits', liftMisfit: 'beam' },
        '3:00 PM': { available: false, reason: 'lift_full' },
      });
      const { api, open, user } = setUp({
        rules,
        toMove: withBoat,
        days: (request: FakeRequest) =>
          request.url.searchParams.get('boatId') === '41'
            ? forTheBoat(request)
            : availability()(request),
      });
      const dialog = await open();
      await user.click(day(dialog, 'Friday, December 11, 2026'));

      const misfit = await deadline(dialog, '12:00 PM');
      expect(misfit.textContent).toBe('12:00 PMNo lift here takes a boat this wide');
      expect(misfit).toHaveProperty('disabled', true);
      const full = await deadline(dialog, '3:00 PM');
      expect(full.textContent).toBe('3:00 PMThe lifts that take this boat are full');
      expect(full).toHaveProperty('disabled', true);
      expect(await deadline(dialog, '10:00 AM')).toHaveProperty('disabled', false);
      expect(
        api
          .callsTo('GET /api/timeslots/available')
          .every((call) => call.path.includes('boatId=41')),
      ).toBe(true);
    },
  );

  it.each(['owner', 'office'] as const)(
    'when the booking has a boat (%s), then the calendar is read for that boat and marks the days no lift takes it, as the schedule does',
    async (rules) => {
      const { api, open } = setUp({
        rules,
        toMove: withBoat,
        calendar: (request: FakeRequest) =>
          ok({
            days:
              request.url.searchParams.get('boatId') === '41'
                ? [
                    { date: '2026-12-11', state: 'no_lift_fits', reason: null },
                    { date: '2026-12-12', state: 'full', reason: null },
                  ]
                : [],
          }),
      });
      const dialog = await open();

      const noLift = await within(dialog).findByRole('button', {
        name: 'Friday, December 11, 2026, no lift takes this boat',
      });
      expect(noLift.className).toContain('line-through');
      expect(day(dialog, 'Saturday, December 12, 2026, fully booked')).toBeTruthy();
      expect(within(dialog).getByText('No lift for this boat')).toBeTruthy();
      const reads = api.callsTo('GET /api/timeslots/days');
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.every((call) => call.path.includes('boatId=41'))).toBe(true);
    },
  );

  it('when the booking has no boat, then the calendar marks full and closed days, read for no boat', async () => {
    const { api, open } = setUp({
      calendar: ok({ days: [{ date: '2026-12-11', state: 'closed', reason: 'Storm' }] }),
    });
    const dialog = await open();
    expect(
      await within(dialog).findByRole('button', {
        name: 'Friday, December 11, 2026, yard closed (Storm)',
      }),
    ).toBeTruthy();
    expect(
      api.callsTo('GET /api/timeslots/days').some((call) => call.path.includes('boatId')),
    ).toBe(false);
  });
});
