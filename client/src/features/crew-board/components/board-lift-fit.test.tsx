// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingBoat } from '@shared/api/boats';
import { ok } from '@/test/fake-api';
import { aLift } from '@/test/lifts';
import { aYardDay } from '@/test/yard-day';
import { cardOf, column, DATE, early, late, noon, ownersIn, renderBoard } from '../test/board-kit';
import { aBookingBoat } from '@/test/boats';

/** Beam 16 ft 5 in (5 m), 20,000 lb: wider than the Travel Lift takes. */
const wide = aBookingBoat({
  name: 'Wide Load',
  kind: 'power',
  lengthM: 12,
  beamM: 5,
  weightKg: 9072,
});
const narrow: BookingBoat = { ...wide, id: 42, name: 'Slim', beamM: 3 };

/** The Travel Lift takes 35,000 lb and 14 ft of beam, two a deadline; the Forklift anything. */
const limitedLifts = ok({
  lifts: [
    aLift(1, 'Travel Lift', null, {
      kind: 'travelift',
      maxWeightKg: 15876,
      maxBeamM: 4.27,
      perDeadline: 2,
    }),
    aLift(2, 'Forklift', null, { kind: 'forklift' }),
  ],
});

describe('the crew board and the lifts’ limits', () => {
  it('when lifts have limits, then each column says them, and a card over its lift’s limit, of unknown size or overridden says so', async () => {
    renderBoard(
      [
        { ...noon, boat: wide },
        { ...early, boat: null },
        {
          ...late,
          boat: narrow,
          liftId: 2,
          liftOverride: { reason: 'Owner brings slings', by: 1, at: '2026-11-30T15:00:00.000Z' },
        },
      ],
      { 'GET /api/lifts': limitedLifts },
    );
    await screen.findByRole('heading', { level: 3, name: 'Casey Noon' });

    expect(within(column('Travel Lift')).getByTestId('column-limits').textContent).toBe(
      '≤ 35,000 lb · ≤ 14 ft wide · 2 a deadline',
    );
    expect(within(column('Forklift')).queryByTestId('column-limits')).toBeNull();
    expect(within(cardOf('Casey Noon')).getByTestId('lift-misfit').textContent).toBe(
      '⚠ Too wide for Travel Lift',
    );
    expect(within(cardOf('Casey Noon')).queryByTestId('size-unknown')).toBeNull();
    expect(within(cardOf('Blake Early')).getByTestId('size-unknown').textContent).toBe(
      'Size unknown',
    );
    expect(within(cardOf('Avery Late')).getByTestId('lift-override').textContent).toBe(
      'Lift override: Owner brings slings',
    );
    expect(within(cardOf('Avery Late')).queryByTestId('lift-misfit')).toBeNull();
  });

  it('when Assign lifts is pressed, then the day is sent, the boats placed move, and it says how many could not be placed', async () => {
    const day = aYardDay([
      { ...early, boat: narrow },
      { ...late, boat: wide },
    ]);
    const { api, user } = renderBoard(day, {
      'GET /api/lifts': limitedLifts,
      'POST /api/lifts/auto-assign': (request) => {
        day.saveLift(12)({ ...request, body: { liftId: 1 } });
        return ok({ assigned: [{ bookingId: 12, liftId: 1 }], unplaced: [11] });
      },
    });
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    await user.click(screen.getByRole('button', { name: 'Assign lifts' }));

    expect((await screen.findByText(/^Assigned/)).textContent).toBe(
      'Assigned 1; 1 could not be placed',
    );
    await waitFor(() => expect(ownersIn('Travel Lift')).toEqual(['Blake Early']));
    expect(ownersIn('Unassigned')).toEqual(['Avery Late']);
    expect(api.callsTo('POST /api/lifts/auto-assign').map((call) => call.body)).toEqual([
      { date: DATE },
    ]);
  });

  it('when the server refuses a lift too small for the boat, then its message shows, and Override needs a reason before it sends the lift again', async () => {
    const message =
      "Wide Load is 16 ft 5 in wide; Travel Lift's beam limit is 14 ft. Choose another lift, or override with a reason.";
    const day = aYardDay([{ ...early, boat: wide }]);
    const { api, user } = renderBoard(day, {
      'GET /api/lifts': limitedLifts,
      'PATCH /api/bookings/12/lift': (request) =>
        (request.body as { override?: boolean }).override
          ? day.saveLift(12)(request)
          : { status: 409, body: { message, code: 'lift_too_small' } },
    });
    await screen.findByRole('heading', { level: 3, name: 'Blake Early' });
    await user.click(within(cardOf('Blake Early')).getByRole('combobox', { name: 'Lift' }));
    await user.click(await screen.findByRole('option', { name: 'Travel Lift' }));

    const override = await within(cardOf('Blake Early')).findByRole('form', {
      name: 'Override the lift rules',
    });
    expect(within(override).getByRole('alert').textContent).toBe(message);
    expect(within(cardOf('Blake Early')).queryByRole('button', { name: 'Retry' })).toBeNull();

    await user.click(within(override).getByRole('button', { name: 'Override' }));
    expect(
      within(override)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain('Say why the lift rules are overridden');
    expect(api.callsTo('PATCH /api/bookings/12/lift')).toHaveLength(1);

    await user.type(within(override).getByLabelText('Reason'), '  Owner brings slings ');
    await user.click(within(override).getByRole('button', { name: 'Override' }));

    await waitFor(() => expect(ownersIn('Travel Lift')).toEqual(['Blake Early']));
    expect(api.callsTo('PATCH /api/bookings/12/lift').map((call) => call.body)).toEqual([
      { liftId: 1 },
      { liftId: 1, override: true, overrideReason: 'Owner brings slings' },
    ]);
    expect(within(cardOf('Blake Early')).queryByRole('form')).toBeNull();
  });
});
