// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import { anAdminBooking } from '@/test/bookings';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { queryKeys } from '@/lib/query-keys';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { BookingPanel } from './booking-panel';
import { CompletedToggle } from './day-sheet/completed-toggle';

const booking = anAdminBooking({
  completed: true,
  boat: {
    id: 41,
    name: 'Sea Breeze',
    kind: 'sail',
    lengthM: 9.91,
    beamM: null,
    draftM: null,
    weightKg: null,
  },
});

/** The panel as the day sheet opens it, for a signed-in user of `role`, once the session is read. */
async function panelAs(role: Role) {
  const api = fakeApi({
    'GET /api/session': ok({ user: aUserOfRole(role) }),
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/lifts': ok({ lifts: [] }),
    'GET /api/users/1/profile': ok({ profile: null }),
    'GET /api/users/1/boats': ok({ boats: [] }),
    'GET /api/bookings/1/history': ok({ history: [] }),
  });
  const view = renderInApp(<BookingPanel booking={booking} onOpenChange={() => {}} />);
  await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.session)).toBeTruthy());
  return { api, panel: await screen.findByRole('dialog'), ...view };
}

describe('the booking panel for the crew', () => {
  it('when the crew opens a booking, then status, lift and the phone link are there, and no history, change date or delete', async () => {
    const { panel } = await panelAs('crew');
    expect(within(panel).getByRole('group', { name: 'Change service status' })).toBeTruthy();
    expect(within(panel).getByRole('combobox')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: '555-0100' }).getAttribute('href')).toMatch(
      /^tel:/,
    );
    expect(within(panel).queryByRole('heading', { name: 'History' })).toBeNull();
    expect(within(panel).queryByRole('heading', { name: 'Owner profile' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Change date/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('when the crew opens a booking, then the flags show as they are, disabled, saying only the office changes them', async () => {
    const { panel } = await panelAs('crew');
    const flags = within(panel).getByRole('group', { name: 'Status' });
    const boxes = within(flags).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLButtonElement).disabled)).toEqual([true, true, true]);
    expect(
      within(flags).getByRole('checkbox', { name: 'Completed' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(flags.textContent).toContain(
      'Only the office can change One-Way, Both Ways and Completed.',
    );
  });

  it('when the crew opens a booking, then nothing of the customer’s record is asked for', async () => {
    const { api, panel } = await panelAs('crew');
    expect(within(panel).getByText('Sea Breeze')).toBeTruthy();
    expect(api.callsTo('GET /api/users/1/boats')).toHaveLength(0);
    expect(api.callsTo('GET /api/users/1/profile')).toHaveLength(0);
    expect(api.callsTo('GET /api/bookings/1/history')).toHaveLength(0);
  });

  it('when the office opens it, then history, change date, delete and the flags are all there', async () => {
    const { panel } = await panelAs('office');
    expect(await within(panel).findByRole('heading', { name: 'History' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^Delete booking/ })).toBeTruthy();
    const flags = within(panel).getByRole('group', { name: 'Status' });
    expect(
      within(flags)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLButtonElement).disabled),
    ).toBe(false);
  });
});

describe('the day sheet’s Completed switch', () => {
  async function toggleAs(role: Role) {
    const api = fakeApi({ 'GET /api/session': ok({ user: aUserOfRole(role) }) });
    const view = renderInApp(<CompletedToggle booking={booking} describedBy="owner-1" />);
    await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.session)).toBeTruthy());
    return { api, ...view };
  }

  it('when the crew reads the sheet, then Completed shows its state, disabled, with the reason', async () => {
    const { api, user } = await toggleAs('crew');
    const completed = screen.getByRole('switch', { name: 'Completed' });
    expect(completed.getAttribute('aria-checked')).toBe('true');
    expect((completed as HTMLButtonElement).disabled).toBe(true);
    expect(completed.getAttribute('aria-describedby')).toContain(
      screen.getByText(/Only the office can tick Completed/).id,
    );
    await user.click(completed);
    expect(api.callsTo('PATCH /api/bookings/1/completed')).toHaveLength(0);
  });

  it('when the office reads the sheet, then Completed can be ticked', async () => {
    await toggleAs('office');
    const completed = screen.getByRole('switch', { name: 'Completed' });
    expect((completed as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/Only the office/)).toBeNull();
  });
});
