// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lift } from '@shared/api/lifts';
import { fakeApi, ok } from '@/test/fake-api';
import { aLift } from '@/test/lifts';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { LiftsSection } from './lifts-section';

/** GET /api/lifts answers whatever `state.lifts` holds now, so a change shows after a refetch. */
function setUp(initial: Lift[], routes: Parameters<typeof fakeApi>[0] = {}) {
  const state = { lifts: initial };
  const api = fakeApi({
    'GET /api/lifts': () => ok({ lifts: state.lifts }),
    'GET /api/config': ok(aPublicConfig()),
    ...routes,
  });
  const view = renderInApp(<LiftsSection />);
  return { api, state, ...view };
}

const inService = () => screen.findByRole('list', { name: 'Lifts in service' });

describe('the lifts section', () => {
  it('when the admin adds a lift, then it is sent and listed in service', async () => {
    const { api, state, user } = setUp([aLift(1, 'Travel lift')], {
      'POST /api/lifts': ({ body }) => {
        state.lifts = [...state.lifts, aLift(2, (body as { name: string }).name)];
        return { status: 201, body: { lift: state.lifts[1] } };
      },
    });
    await inService();
    await user.type(screen.getByLabelText('New lift name'), '  Forklift ');
    await user.click(screen.getByRole('button', { name: 'Add Lift' }));

    await waitFor(async () =>
      expect(
        within(await inService())
          .getAllByTestId('lift-row')
          .map((r) => r.textContent),
      ).toEqual(['Travel liftRenameRetire', 'ForkliftRenameRetire']),
    );
    expect(api.callsTo('POST /api/lifts').map((call) => call.body)).toEqual([{ name: 'Forklift' }]);
    expect(screen.getByLabelText<HTMLInputElement>('New lift name').value).toBe('');
  });

  it('when the name is empty, then the field says so and nothing is sent', async () => {
    const { api, user } = setUp([]);
    await screen.findByText('No lifts in service. Add the first below.');
    await user.click(screen.getByRole('button', { name: 'Add Lift' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Give the lift a name');
    expect(api.callsTo('POST /api/lifts')).toHaveLength(0);
  });

  it('when the server refuses the name (409), then its message shows under the field', async () => {
    const message =
      'A lift in service is already called "Crane". Choose another name, or retire that one first.';
    const { user } = setUp([aLift(1, 'Crane')], {
      'POST /api/lifts': { status: 409, body: { message, code: 'conflict' } },
    });
    await inService();
    const field = screen.getByLabelText('New lift name');
    await user.type(field, 'Crane');
    await user.click(screen.getByRole('button', { name: 'Add Lift' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('when Retire is pressed, then it asks first, and only Retire Lift retires it', async () => {
    const { api, state, user } = setUp([aLift(1, 'Crane'), aLift(2, 'Forklift')], {
      'DELETE /api/lifts/2': () => {
        state.lifts = [aLift(1, 'Crane'), aLift(2, 'Forklift', '2026-11-20T15:00:00.000Z')];
        return ok({ lift: state.lifts[1] });
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
  });

  it('when a lift is renamed, then the new name is sent and shown', async () => {
    const { api, state, user } = setUp([aLift(1, 'Lift 1')], {
      'PATCH /api/lifts/1': ({ body }) => {
        state.lifts = [aLift(1, (body as { name: string }).name)];
        return ok({ lift: state.lifts[0] });
      },
    });
    await inService();
    await user.click(screen.getByRole('button', { name: 'Rename Lift 1' }));
    const field = screen.getByLabelText('New name for Lift 1');
    await user.clear(field);
    await user.type(field, 'Travel lift');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));

    expect(await screen.findByText('Travel lift')).toBeTruthy();
    expect(api.callsTo('PATCH /api/lifts/1').map((call) => call.body)).toEqual([
      { name: 'Travel lift' },
    ]);
  });
});
