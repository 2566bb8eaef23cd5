// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Boat } from '@shared/api/boats';
import type { AdminBookingInput } from '@shared/schemas/bookings';
import Toaster from '@/components/ui/toaster';
import { adminUser } from '@/test/admin-users';
import { availability } from '@/test/availability';
import { aBoat } from '@/test/boats';
import { aBooking } from '@/test/bookings';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { aProfile } from '@/test/profiles';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import NewBookingTab from '../new-booking-tab';

// 1:00 PM in New York on Tuesday, December 1, 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T18:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const seaBreeze = aBoat({ id: 41, name: 'Sea Breeze', kind: 'sail', lengthM: 9.91 });
const pip = aBoat({ id: 42, name: 'Pip', kind: 'other', lengthM: 3.05 });
const sold = aBoat({ id: 43, name: 'Old Salt', archivedAt: '2026-10-01T12:00:00.000Z' });

/** The New Booking tab for Ann (user 7), whose boats are `boats`; bookings are taken as sent. */
function setUp(boats: Boat[], routes: Record<string, FakeRoute> = {}) {
  let onRecord = boats;
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/users': ok({ users: [adminUser({ id: 7, ownerName: 'Anna de Vries' })], total: 1 }),
    'GET /api/users/7/profile': ok({ profile: aProfile({ fullName: 'Anna de Vries' }) }),
    'GET /api/users/7/boats': () => ok({ boats: onRecord }),
    'POST /api/users/7/boats': ({ body }) => {
      const boat = aBoat({ ...(body as Partial<Boat>), id: 50 });
      onRecord = [...onRecord, boat];
      return { status: 201, body: { boat } };
    },
    'GET /api/timeslots/available': availability(),
    'POST /api/bookings': ({ body }) => ({
      status: 201,
      body: {
        booking: aBooking({
          ...(body as AdminBookingInput),
          liftOverride: null,
          boat: null,
          id: 40,
        }),
      },
    }),
    ...routes,
  });
  const view = renderInApp(
    <>
      <NewBookingTab />
      <Toaster />
    </>,
  );
  const { user } = view;
  const chooseCustomer = async () => {
    await user.click(await screen.findByRole('button', { name: /^Customer/ }));
    await user.click(await screen.findByRole('option', { name: /Anna de Vries/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('Last Name')).toHaveProperty('value', 'Vries'),
    );
  };
  /** A date and deadline, then Create Booking. */
  const send = async () => {
    await user.click(screen.getByRole('button', { name: /^Date/ }));
    await user.click(await screen.findByRole('button', { name: 'Thursday, December 10, 2026' }));
    const slot = screen.getByRole('combobox', { name: 'Time Slot' });
    await waitFor(() => expect(slot).toHaveProperty('disabled', false));
    await user.click(slot);
    await user.click(await screen.findByRole('option', { name: /^10:00 AM/ }));
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
  };
  const sentBoat = () => (api.callsTo('POST /api/bookings')[0]?.body as AdminBookingInput).boatId;
  return { api, chooseCustomer, send, sentBoat, ...view };
}

const boatPicker = () => screen.getByRole('combobox', { name: 'Boat' });

describe('the New Booking tab’s boat', () => {
  it('when the customer has one boat in service, then it is chosen and sent', async () => {
    const { chooseCustomer, send, sentBoat } = setUp([seaBreeze, sold]);
    const picker = await screen.findByRole('combobox', { name: 'Boat' });
    expect(picker.textContent).toContain('Choose a customer first');
    await chooseCustomer();
    await waitFor(() =>
      expect(boatPicker().textContent).toContain('Sea Breeze (Sail) · 32 ft 6 in'),
    );
    await send();
    await screen.findByRole('dialog', { name: 'Booking Created' });
    expect(sentBoat()).toBe(41);
  });

  it('when the customer has several, then the office picks one among those in service and it is sent', async () => {
    const { chooseCustomer, send, sentBoat, user } = setUp([pip, seaBreeze, sold]);
    await chooseCustomer();
    await waitFor(() => expect(boatPicker().textContent).toContain('Select a boat'));
    await user.click(boatPicker());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Pip (Other) · 10 ft',
      'Sea Breeze (Sail) · 32 ft 6 in',
    ]);
    await user.click(options[1]!);
    await send();
    await screen.findByRole('dialog', { name: 'Booking Created' });
    expect(sentBoat()).toBe(41);
  });

  it.each([
    ['boat_required', 'Choose which boat this is for'],
    ['boat_not_bookable', 'Choose one of the owner’s boats in service'],
  ])(
    'when the server answers 422 %s, then the Boat field says what to do and no toast says Booking Failed',
    async (code, message) => {
      const { chooseCustomer, send } = setUp([pip, seaBreeze], {
        'POST /api/bookings': {
          status: 422,
          body: { message: 'Owner words', code, errors: [{ path: 'boatId', message: 'x' }] },
        },
      });
      await chooseCustomer();
      await send();
      const error = await screen.findByText(message);
      expect(error.getAttribute('id')).toBe('office-boat-error');
      expect(boatPicker().getAttribute('aria-describedby')).toBe('office-boat-error');
      expect(screen.queryByText('Booking Failed')).toBeNull();
    },
  );

  it('when the office adds a boat in place, then it is posted in metres and kilograms, chosen and sent with the booking', async () => {
    const { api, chooseCustomer, send, sentBoat, user } = setUp([]);
    await chooseCustomer();
    await waitFor(() => expect(boatPicker().textContent).toContain('No boats on record'));
    await user.click(screen.getByRole('button', { name: 'Add a boat' }));
    const fields = screen.getByRole('group', { name: 'Add a boat' });
    await user.type(within(fields).getByLabelText('Boat name'), 'Windward');
    await user.click(within(fields).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Power' }));
    await user.type(within(fields).getByLabelText('Length'), '32 ft 6 in');
    await user.type(within(fields).getByLabelText('Weight (optional)'), '14,000{Enter}');

    await waitFor(() =>
      expect(boatPicker().textContent).toContain('Windward (Power) · 32 ft 6 in'),
    );
    expect(api.callsTo('POST /api/users/7/boats')[0]?.body).toEqual({
      name: 'Windward',
      kind: 'power',
      lengthM: 9.91,
      beamM: null,
      draftM: null,
      weightKg: 6350,
    });
    // Enter saved the boat and did not send the booking.
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
    await send();
    await screen.findByRole('dialog', { name: 'Booking Created' });
    expect(sentBoat()).toBe(50);
  });

  it('when the new boat lacks a name, kind or length, or its length is out of range, then each field says so and nothing is posted', async () => {
    const { api, chooseCustomer, user } = setUp([seaBreeze]);
    await chooseCustomer();
    await user.click(await screen.findByRole('button', { name: 'Add a boat' }));
    const fields = screen.getByRole('group', { name: 'Add a boat' });
    await user.click(within(fields).getByRole('button', { name: 'Add boat' }));
    const alerts = async () =>
      (await within(fields).findAllByRole('alert')).map((alert) => alert.textContent);
    expect(await alerts()).toEqual([
      'Give the boat a name',
      'Choose the kind of boat',
      'Enter a length',
    ]);
    expect(document.activeElement).toBe(within(fields).getByLabelText('Boat name'));

    await user.type(within(fields).getByLabelText('Length'), '400 ft');
    await user.type(within(fields).getByLabelText('Beam (optional)'), 'wide');
    await user.click(within(fields).getByRole('button', { name: 'Add boat' }));
    await waitFor(async () =>
      expect(await alerts()).toEqual(
        expect.arrayContaining([
          'Length must be between 3 ft 4 in and 328 ft 1 in',
          'Enter a length like 32 ft 6 in',
        ]),
      ),
    );
    expect(api.callsTo('POST /api/users/7/boats')).toHaveLength(0);

    await user.click(within(fields).getByRole('button', { name: 'Cancel' }));
    expect(boatPicker().textContent).toContain('Sea Breeze');
  });
});
