// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CapacitySettings, OverbookedResponse } from '@shared/api/capacity';
import type { LiftConflict } from '@shared/api/lifts';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { DefaultCapacity } from './default-capacity';

const settings = (tenAm: number): CapacitySettings => ({
  defaultCapacity: 4,
  slots: [
    { timeSlot: '10:00 AM', capacity: tenAm, custom: tenAm !== 4 },
    { timeSlot: '12:00 PM', capacity: 4, custom: false },
    { timeSlot: '3:00 PM', capacity: 4, custom: false },
  ],
});

const overbooked: OverbookedResponse = {
  deadlines: [
    {
      date: '2026-12-04',
      timeSlot: '10:00 AM',
      bookings: [
        { id: 1, ownerName: 'Ann Lee', confirmationCode: 'ABC23456' },
        { id: 2, ownerName: 'Bo Ray', confirmationCode: 'XYZ23456' },
        { id: 3, ownerName: 'Cy Dunn', confirmationCode: 'QRS23456' },
      ],
    },
  ],
};

/** The last made of the 10:00 AM bookings on Dec 4, past a capacity of 2. */
const lastMade: LiftConflict = {
  id: 3,
  confirmationCode: 'QRS23456',
  ownerName: 'Cy Dunn',
  boatName: 'Tern',
  bookingDate: '2026-12-04',
  timeSlot: '10:00 AM',
  reason: 'slot_full',
};

function setUp(answer: OverbookedResponse, conflicts: LiftConflict[] = []) {
  // The settings as saved, so the read after a save agrees with its answer.
  let saved = settings(4);
  const api = fakeApi({
    'GET /api/admin/capacity': () => ok(saved),
    'GET /api/admin/capacity/overbooked': ok(answer),
    'PUT /api/admin/capacity': () => {
      saved = settings(2);
      return ok({ ...saved, conflicts });
    },
  });
  const view = renderInApp(<DefaultCapacity />);
  return { api, ...view };
}

async function lowerTenAmTo(user: ReturnType<typeof setUp>['user'], capacity: string) {
  const field = await screen.findByLabelText('10:00 AM');
  await user.clear(field);
  await user.type(field, capacity);
  const form = screen.getByRole('form', { name: '10:00 AM capacity' });
  await user.click(within(form).getByRole('button', { name: 'Save' }));
}

describe('lowering a deadline’s default capacity', () => {
  it('when deadlines already hold more bookings, then a warning names them and nothing is saved until Save anyway', async () => {
    const { api, user } = setUp(overbooked);
    await lowerTenAmTo(user, '2');

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Lower the 10:00 AM deadline to 2?',
    });
    expect(within(dialog).getByTestId('overbooked-deadline').textContent).toBe(
      'Friday, December 4 at 10:00 AM has 3 bookings: Ann Lee (ABC23456), Bo Ray (XYZ23456), Cy Dunn (QRS23456).',
    );
    expect(dialog.textContent).toContain('These bookings stay booked');
    expect(api.callsTo('GET /api/admin/capacity/overbooked')[0]?.path).toBe(
      '/api/admin/capacity/overbooked?capacity=2&timeSlot=10%3A00+AM',
    );
    expect(api.callsTo('PUT /api/admin/capacity')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/admin/capacity').map((call) => call.body)).toEqual([
        { timeSlot: '10:00 AM', capacity: 2 },
      ]),
    );
  });

  it('when the office cancels the warning, then nothing is saved', async () => {
    const { api, user } = setUp(overbooked);
    await lowerTenAmTo(user, '2');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('PUT /api/admin/capacity')).toHaveLength(0);
  });

  it('when no deadline holds more than the new capacity, then it saves without asking', async () => {
    const { api, user } = setUp({ deadlines: [] });
    await lowerTenAmTo(user, '3');

    await waitFor(() => expect(api.callsTo('PUT /api/admin/capacity')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when the saved capacity leaves bookings past its places, then they are listed with links until dismissed', async () => {
    const { user } = setUp(overbooked, [lastMade]);
    await lowerTenAmTo(user, '2');
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));

    const list = await screen.findByRole('list', {
      name: 'These bookings no longer have a place:',
    });
    expect(within(list).getByTestId('booking-conflict').textContent).toBe(
      'Cy Dunn · Tern · Fri, Dec 4 at 10:00 AM · the deadline has fewer places than bookings now',
    );
    expect(within(list).getByRole('link', { name: 'Cy Dunn · Tern' }).getAttribute('href')).toBe(
      '/admin?q=QRS23456',
    );
    expect(screen.getByTestId('booking-conflicts').textContent).toContain(
      'Move each to another deadline, or give its deadline more places.',
    );
    // The row was refilled with the saved capacity, and the list outlived it.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('10:00 AM').value).toBe('2'),
    );
    expect(screen.getByTestId('booking-conflicts')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('booking-conflicts')).toBeNull();
  });
});

describe('resetting a raised deadline to the marina’s default', () => {
  it('when the reset leaves bookings past the default’s places, then they are listed as after a save', async () => {
    let saved = settings(6);
    const api = fakeApi({
      'GET /api/admin/capacity': () => ok(saved),
      'DELETE /api/admin/capacity': () => {
        saved = settings(4);
        return ok({ ...saved, conflicts: [lastMade] });
      },
    });
    const { user } = renderInApp(<DefaultCapacity />);
    await user.click(
      await screen.findByRole('button', { name: 'Reset 10:00 AM to the default of 4' }),
    );

    const list = await screen.findByRole('list', {
      name: 'These bookings no longer have a place:',
    });
    expect(within(list).getByTestId('booking-conflict').textContent).toContain('Cy Dunn · Tern');
    expect(api.callsTo('DELETE /api/admin/capacity')[0]?.path).toBe(
      '/api/admin/capacity?timeSlot=10%3A00+AM',
    );
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('10:00 AM').value).toBe('4'),
    );
  });
});
