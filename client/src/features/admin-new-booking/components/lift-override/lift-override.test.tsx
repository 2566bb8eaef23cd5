// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBookingInput } from '@shared/schemas/bookings';
import { availability } from '@/test/availability';
import { aBoat } from '@/test/boats';
import { aBooking } from '@/test/bookings';
import { ok, type FakeRequest } from '@/test/fake-api';
import { DAY, NOW, setUp, slotField } from '../../test/new-booking-kit';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Anna's only boat, 5 m wide: no lift of the yard takes it at 10:00 AM. */
const wide = aBoat({ id: 41, ownerId: 7, name: 'Wide Load', beamM: 5 });
const forTheBoat = availability({
  '10:00 AM': { available: false, reason: 'no_lift_fits', liftMisfit: 'beam' },
});
/** The server words its refusal for whoever books: an owner is told to call the office. */
const refusal =
  'Wide Load is 16 ft 5 in wide; our widest lift takes 14 ft. Please call the office.';
const BOOK_PAST = 'Book it past the lift rules with a reason below.';

describe('the New Booking tab and the lift rules', () => {
  it('when the server refuses for the lifts, then its message shows, and booking past them needs a reason that is sent', async () => {
    const { api, pickCustomer, pickDate, slotOptions, user } = setUp({
      'GET /api/users/7/boats': ok({ boats: [wide] }),
      'GET /api/timeslots/available': (request: FakeRequest) =>
        request.url.searchParams.get('boatId') === '41'
          ? forTheBoat(request)
          : availability()(request),
      'POST /api/bookings': ({ body }) =>
        (body as AdminBookingInput).liftOverride
          ? {
              status: 201,
              body: { booking: aBooking({ id: 40, bookingDate: '2026-12-10', boat: wide }) },
            }
          : { status: 422, body: { message: refusal, code: 'no_lift_fits' } },
    });
    await pickCustomer();
    await pickDate(DAY);
    await waitFor(() => expect(slotField()).toHaveProperty('disabled', false));
    await waitFor(async () =>
      expect((await slotOptions())[0]).toEqual({
        text: '10:00 AM (No lift here takes a boat this wide)',
        disabled: false,
      }),
    );
    expect(api.callsTo('GET /api/timeslots/available').at(-1)?.path).toContain('boatId=41');

    await user.click(slotField());
    await user.click(await screen.findByRole('option', { name: /^10:00 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    // The office is the office: it reads the problem, and its own way past the rules.
    const field = await screen.findByTestId('lift-override-field');
    expect(within(field).getByRole('alert').textContent).toBe(
      `Wide Load is 16 ft 5 in wide; our widest lift takes 14 ft. ${BOOK_PAST}`,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /Book past the lift rules/ }));
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    expect((await screen.findByText('Say why the lift rules are overridden')).id).toBe(
      'office-lift-override-reason-error',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Reason'));
    expect(api.callsTo('POST /api/bookings')).toHaveLength(1);

    await user.type(screen.getByLabelText('Reason'), 'Crane hired for the day');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    expect(await screen.findByRole('dialog', { name: 'Booking Created' })).toBeTruthy();
    expect(api.callsTo('POST /api/bookings')[1]?.body).toMatchObject({
      boatId: 41,
      timeSlot: '10:00 AM',
      liftOverride: true,
      liftOverrideReason: 'Crane hired for the day',
    });
  });

  it('when the lifts that take the boat are full, then the office reads which deadline, and to book past the rules, not to call itself', async () => {
    const { pickCustomer, pickDate, slotOptions, user } = setUp({
      'GET /api/users/7/boats': ok({ boats: [wide] }),
      'GET /api/timeslots/available': availability({
        '12:00 PM': { available: false, reason: 'lift_full' },
      }),
      'POST /api/bookings': {
        status: 409,
        body: {
          message: 'The lifts that take Wide Load are full at 12:00 PM on Dec 10',
          code: 'lift_full',
        },
      },
    });
    await pickCustomer();
    await pickDate(DAY);
    await waitFor(async () =>
      expect((await slotOptions())[1]).toEqual({
        text: '12:00 PM (The lifts that take this boat are full)',
        disabled: false,
      }),
    );
    await user.click(slotField());
    await user.click(await screen.findByRole('option', { name: /^12:00 PM/ }));
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));

    const field = await screen.findByTestId('lift-override-field');
    expect(within(field).getByRole('alert').textContent).toBe(
      `The lifts that take Wide Load are full at 12:00 PM on Dec 10. ${BOOK_PAST}`,
    );
  });
});
