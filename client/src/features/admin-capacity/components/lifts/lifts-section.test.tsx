// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lift, LiftConflict } from '@shared/api/lifts';
import type { PublicConfig } from '@shared/api/system';
import { fakeApi, ok } from '@/test/fake-api';
import { aLift } from '@/test/lifts';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { LiftsSection } from './lifts-section';

/** GET /api/lifts answers whatever `state.lifts` holds now, so a change shows after a refetch. */
function setUp(
  initial: Lift[],
  routes: Parameters<typeof fakeApi>[0] = {},
  config: Partial<PublicConfig> = {},
) {
  const state = { lifts: initial };
  const api = fakeApi({
    'GET /api/lifts': () => ok({ lifts: state.lifts }),
    'GET /api/config': ok(aPublicConfig(config)),
    ...routes,
  });
  const view = renderInApp(<LiftsSection />);
  return { api, state, ...view };
}

const inService = () => screen.findByRole('list', { name: 'Lifts in service' });
const newLift = () => screen.getByRole('form', { name: 'New lift' });
const rowsText = async () =>
  within(await inService())
    .getAllByTestId('lift-row')
    .map((row) => row.textContent);

async function chooseKind(form: HTMLElement, kind: string, user: ReturnType<typeof setUp>['user']) {
  await user.click(within(form).getByRole('combobox', { name: 'Kind' }));
  await user.click(await screen.findByRole('option', { name: kind }));
}

const conflict: LiftConflict = {
  id: 70,
  confirmationCode: 'K7QX2M4P',
  ownerName: 'Robin Keel',
  boatName: 'Wide Load',
  bookingDate: '2026-12-02',
  timeSlot: '10:00 AM',
  reason: 'no_lift_fits',
};

describe('the lifts section', () => {
  it('when a lift is added with limits in feet and pounds, then metres and kilograms are sent and its row shows the limits', async () => {
    const { api, state, user } = setUp([aLift(1, 'Crane', null, { kind: 'crane' })], {
      'POST /api/lifts': ({ body }) => {
        state.lifts = [...state.lifts, { ...aLift(2, ''), ...(body as Partial<Lift>) }];
        return { status: 201, body: { lift: state.lifts[1] } };
      },
    });
    await inService();
    const form = newLift();
    await user.type(within(form).getByLabelText('New lift name'), '  Travelift ');
    await chooseKind(form, 'Travelift', user);
    await user.type(within(form).getByLabelText('Max weight'), '35,000 lb');
    await user.type(within(form).getByLabelText('Max beam'), `14'`);
    await user.type(within(form).getByLabelText('Load per deadline'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add Lift' }));

    await waitFor(async () =>
      expect(await rowsText()).toEqual([
        'Crane · CraneNo size limitsEditRetire',
        'Travelift · Travelift≤ 35,000 lb · ≤ 14 ft wide · 2 a deadlineEditRetire',
      ]),
    );
    expect(api.callsTo('POST /api/lifts').map((call) => call.body)).toEqual([
      {
        name: 'Travelift',
        kind: 'travelift',
        maxWeightKg: 15876,
        maxBeamM: 4.27,
        maxLengthM: null,
        perDeadline: 2,
      },
    ]);
    expect(within(newLift()).getByLabelText<HTMLInputElement>('New lift name').value).toBe('');
  });

  it('when the marina is metric, then a bare number is metres or kilograms and the row reads metric', async () => {
    const { api, state, user } = setUp(
      [],
      {
        'POST /api/lifts': ({ body }) => {
          state.lifts = [{ ...aLift(2, ''), ...(body as Partial<Lift>) }];
          return { status: 201, body: { lift: state.lifts[0] } };
        },
      },
      { units: 'metric' },
    );
    await screen.findByText('No lifts in service. Add the first below.');
    const form = newLift();
    await user.type(within(form).getByLabelText('New lift name'), 'Forklift');
    await user.type(within(form).getByLabelText('Max weight'), '6.5 t');
    await user.type(within(form).getByLabelText('Max length'), '9.5');
    await user.click(within(form).getByRole('button', { name: 'Add Lift' }));

    await waitFor(async () =>
      expect(await rowsText()).toEqual(['Forklift · Other≤ 6.5 t · ≤ 9.5 m longEditRetire']),
    );
    expect(api.callsTo('POST /api/lifts')[0]?.body).toMatchObject({
      maxWeightKg: 6500,
      maxLengthM: 9.5,
      maxBeamM: null,
      perDeadline: null,
    });
  });

  it('when a limit cannot be read or is out of range, then its field says so in the marina’s units and nothing is sent', async () => {
    const { api, user } = setUp([]);
    await screen.findByText('No lifts in service. Add the first below.');
    const form = newLift();
    await user.type(within(form).getByLabelText('New lift name'), 'Crane');
    await user.type(within(form).getByLabelText('Max weight'), 'heavy');
    await user.type(within(form).getByLabelText('Max beam'), '120 ft');
    await user.type(within(form).getByLabelText('Load per deadline'), '0');
    await user.click(within(form).getByRole('button', { name: 'Add Lift' }));

    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Enter a weight like 14,000 lb',
      'Max beam must be between 1 ft 8 in and 98 ft 5 in, or empty for no limit',
      "Load must be a whole number of services from 1 to 50, or empty to count only the deadline's capacity",
    ]);
    expect(within(form).getByLabelText('Max weight').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByLabelText('Max weight'));
    expect(api.callsTo('POST /api/lifts')).toHaveLength(0);
  });

  it('when the server refuses a field (400), then its message shows on that field', async () => {
    const message = 'Max beam must be a number of metres from 0.5 to 30';
    const { user } = setUp([], {
      'POST /api/lifts': {
        status: 400,
        body: { message: 'Validation failed', errors: [{ path: 'maxBeamM', message }] },
      },
    });
    await screen.findByText('No lifts in service. Add the first below.');
    const form = newLift();
    await user.type(within(form).getByLabelText('New lift name'), 'Crane');
    await user.type(within(form).getByLabelText('Max beam'), '14 ft');
    await user.click(within(form).getByRole('button', { name: 'Add Lift' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(within(form).getByLabelText('Max beam').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('New lift name').getAttribute('aria-invalid')).toBeNull();
  });

  it('when the name is empty, then the field says so and nothing is sent', async () => {
    const { api, user } = setUp([]);
    await screen.findByText('No lifts in service. Add the first below.');
    await user.click(within(newLift()).getByRole('button', { name: 'Add Lift' }));
    expect((await within(newLift()).findByRole('alert')).textContent).toBe('Give the lift a name');
    expect(api.callsTo('POST /api/lifts')).toHaveLength(0);
  });

  it('when the server refuses the name (409), then its message shows under the name', async () => {
    const message =
      'A lift in service is already called "Crane". Choose another name, or retire that one first.';
    const { user } = setUp([aLift(1, 'Crane')], {
      'POST /api/lifts': { status: 409, body: { message, code: 'lift_name_taken' } },
    });
    await inService();
    const field = within(newLift()).getByLabelText('New lift name');
    await user.type(field, 'Crane');
    await user.click(within(newLift()).getByRole('button', { name: 'Add Lift' }));

    expect((await within(newLift()).findByRole('alert')).textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('when a lift is edited, then only what changed is sent, and the bookings it no longer fits are listed with links', async () => {
    const travelift = aLift(1, 'Travelift', null, {
      kind: 'travelift',
      maxBeamM: 4.27,
      maxWeightKg: 15876,
    });
    const { api, state, user } = setUp([travelift], {
      'PATCH /api/lifts/1': ({ body }) => {
        state.lifts = [{ ...travelift, ...(body as Partial<Lift>) }];
        return ok({ lift: state.lifts[0], conflicts: [conflict] });
      },
    });
    await inService();
    await user.click(screen.getByRole('button', { name: 'Edit Travelift' }));
    const form = screen.getByRole('form', { name: 'Change Travelift' });
    expect(within(form).getByLabelText<HTMLInputElement>('Max beam').value).toBe('14 ft');
    await user.clear(within(form).getByLabelText('Max beam'));
    await user.type(within(form).getByLabelText('Max beam'), '12 ft 6 in');
    await user.click(within(form).getByRole('button', { name: 'Save Lift' }));

    const list = await screen.findByRole('list', {
      name: 'These bookings no longer have a place:',
    });
    expect(api.callsTo('PATCH /api/lifts/1').map((call) => call.body)).toEqual([
      { maxBeamM: 3.81 },
    ]);
    expect(within(list).getByTestId('booking-conflict').textContent).toBe(
      'Robin Keel · Wide Load · Wed, Dec 2 at 10:00 AM · no lift in service takes the boat',
    );
    expect(
      within(list).getByRole('link', { name: 'Robin Keel · Wide Load' }).getAttribute('href'),
    ).toBe('/admin?q=K7QX2M4P');
    await waitFor(async () => expect((await rowsText())[0]).toContain('≤ 12 ft 6 in wide'));

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('booking-conflicts')).toBeNull();
  });

  it('when Retire is pressed, then it asks first; Retire Lift retires it and lists the bookings left without a lift', async () => {
    const { api, state, user } = setUp([aLift(1, 'Crane'), aLift(2, 'Forklift')], {
      'DELETE /api/lifts/2': () => {
        state.lifts = [aLift(1, 'Crane'), aLift(2, 'Forklift', '2026-11-20T15:00:00.000Z')];
        return ok({ lift: state.lifts[1], conflicts: [{ ...conflict, reason: 'lift_full' }] });
      },
    });
    await inService();
    await user.click(screen.getByRole('button', { name: 'Retire Forklift' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Retire Forklift?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Lift' }));
    expect(api.callsTo('DELETE /api/lifts/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retire Forklift' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Retire Forklift?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire Lift' }));

    const retired = await screen.findByRole('list', { name: 'Retired' });
    expect(within(retired).getByTestId('retired-lift-row').textContent).toBe(
      'Forklift · retired Nov 20, 2026',
    );
    expect(within(await inService()).getAllByTestId('lift-row')).toHaveLength(1);
    expect(screen.getByTestId('booking-conflict').textContent).toContain(
      'the lifts that take the boat are full',
    );
  });
});
