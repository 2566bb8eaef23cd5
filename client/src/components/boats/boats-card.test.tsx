// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Boat } from '@shared/api/boats';
import Toaster from '@/components/ui/toaster';
import { aBoat } from '@/test/boats';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { BoatsCard } from './boats-card';

/** The card on Morgan's profile, the server keeping `boats` as the calls change them. */
function renderCard(start: Boat[], routes: Record<string, FakeRoute> = {}) {
  let boats = start;
  const api = fakeApi({
    'GET /api/config': { body: aPublicConfig({ units: 'imperial' }) },
    'GET /api/boats': () => ({ body: { boats } }),
    'POST /api/boats': ({ body }) => {
      const boat = aBoat({ ...(body as Partial<Boat>), id: 41 });
      boats = [...boats, boat];
      return { status: 201, body: { boat } };
    },
    'PATCH /api/boats/41': ({ body }) => {
      boats = boats.map((boat) =>
        boat.id === 41 ? { ...boat, ...(body as Partial<Boat>) } : boat,
      );
      return { body: { boat: boats.find((boat) => boat.id === 41) } };
    },
    'DELETE /api/boats/41': () => {
      boats = boats.map((boat) =>
        boat.id === 41 ? { ...boat, archivedAt: '2026-12-01T15:00:00.000Z' } : boat,
      );
      return { body: { boat: boats.find((boat) => boat.id === 41) } };
    },
    ...routes,
  });
  const view = renderInApp(
    <>
      <BoatsCard userId={7} />
      <Toaster />
    </>,
  );
  return { api, ...view };
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText<HTMLInputElement>(label);

describe('the profile’s boats', () => {
  it('when the owner types 32 ft 6 in, then 9.91 m is sent and the edit shows 32 ft 6 in again', async () => {
    const { api, user } = renderCard([]);
    await user.click(await screen.findByRole('button', { name: 'Add boat' }));
    const form = await dialog('Add a boat');
    await user.type(input(form, 'Name'), 'Sea Breeze');
    await user.type(input(form, 'Length'), '32 ft 6 in');
    await user.type(input(form, 'Weight'), '14,000 lb');
    await user.click(within(form).getByRole('button', { name: 'Add boat' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/boats')[0]?.body).toMatchObject({
      name: 'Sea Breeze',
      lengthM: 9.91,
      weightKg: 6350,
      beamM: null,
      year: null,
    });
    const row = await screen.findByTestId('boat');
    expect(row.textContent).toContain('32 ft 6 in · 14,000 lb');

    await user.click(within(row).getByRole('button', { name: 'Edit Sea Breeze' }));
    const edit = await dialog('Edit Sea Breeze');
    expect(input(edit, 'Length').value).toBe('32 ft 6 in');
    expect(input(edit, 'Weight').value).toBe('14,000 lb');
    await user.type(input(edit, 'Registration'), 'MA 1234 AB');
    await user.click(within(edit).getByRole('button', { name: 'Save boat' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/boats/41')).toHaveLength(1));
    // Untouched sizes are not sent back rounded to the inch.
    expect(api.callsTo('PATCH /api/boats/41')[0]?.body).toEqual({ registration: 'MA 1234 AB' });
  });

  it('when a size cannot be read or is out of range, then the field says so and nothing is sent', async () => {
    const { api, user } = renderCard([]);
    await user.click(await screen.findByRole('button', { name: 'Add boat' }));
    const form = await dialog('Add a boat');
    await user.type(input(form, 'Name'), 'Sea Breeze');
    await user.type(input(form, 'Length'), 'thirty feet');
    await user.type(input(form, 'Beam'), '120 ft');
    await user.click(within(form).getByRole('button', { name: 'Add boat' }));

    expect(await within(form).findByText('Enter a length like 32 ft 6 in')).toBeTruthy();
    expect(within(form).getByText('Beam must be between 1 ft 8 in and 98 ft 5 in')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(form, 'Length')));
    expect(api.callsTo('POST /api/boats')).toHaveLength(0);
  });

  it('when the server refuses a field, then its message stands under that field', async () => {
    const message = 'Registration must be at most 30 characters';
    const { user } = renderCard([], {
      'POST /api/boats': {
        status: 400,
        body: {
          code: 'invalid',
          message: 'Invalid input',
          errors: [{ path: 'registration', message }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add boat' }));
    const form = await dialog('Add a boat');
    await user.type(input(form, 'Name'), 'Sea Breeze');
    await user.type(input(form, 'Length'), '32');
    await user.type(input(form, 'Registration'), 'MA 1234');
    await user.click(within(form).getByRole('button', { name: 'Add boat' }));

    await waitFor(() =>
      expect(input(form, 'Registration').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(document.getElementById('boat-registration-error')?.textContent).toBe(message);
  });

  it('when the owner already has ten boats in service, then the form says so and stays open', async () => {
    const message =
      'You already have 10 boats in service. Archive one you no longer keep here first.';
    const { user } = renderCard([], {
      'POST /api/boats': { status: 409, body: { code: 'too_many_boats', message } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add boat' }));
    const form = await dialog('Add a boat');
    await user.type(input(form, 'Name'), 'Eleventh');
    await user.type(input(form, 'Length'), '20 ft');
    await user.click(within(form).getByRole('button', { name: 'Add boat' }));

    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(message));
    expect(screen.getByRole('dialog', { name: 'Add a boat' })).toBeTruthy();
  });

  it('when Archive is pressed, then it asks first, and only Archive boat archives it', async () => {
    const { api, user } = renderCard([aBoat()]);
    await user.click(await screen.findByRole('button', { name: 'Archive Sea Breeze' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Archive Sea Breeze?' });
    expect(prompt.textContent).toContain('Its bookings keep it, but it can no longer be booked.');
    await user.click(within(prompt).getByRole('button', { name: 'Keep boat' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/boats/41')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archive Sea Breeze' }));
    await user.click(await screen.findByRole('button', { name: 'Archive boat' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/boats/41')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Archived boats (1)' })).toBeTruthy();
    expect(screen.getByText('No boats yet', { exact: false })).toBeTruthy();
  });

  it('when a boat is archived, then it is folded after those in service, marked, without actions', async () => {
    const { user } = renderCard([
      aBoat(),
      aBoat({ id: 42, name: 'Old Tub', archivedAt: '2026-06-01T12:00:00.000Z' }),
    ]);
    const toggle = await screen.findByRole('button', { name: 'Archived boats (1)' });
    const archived = screen.getByText('Old Tub').closest('li')!;
    expect(archived.closest('ul')!.hidden).toBe(true);
    await user.click(toggle);
    expect(archived.closest('ul')!.hidden).toBe(false);
    expect(within(archived).getByText('Archived')).toBeTruthy();
    expect(within(archived).queryByRole('button')).toBeNull();
  });
});
