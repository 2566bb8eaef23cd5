import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import Toaster from '@/components/ui/toaster';
import { adminUser } from '@/test/admin-users';
import { availability } from '@/test/availability';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { aProfile } from '@/test/profiles';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import NewBookingTab from '../components/new-booking-tab';

/** The New Booking tab for component tests, on a clock set to 1:00 PM, Dec 1, 2026 in New York. */
export const NOW = new Date('2026-12-01T18:00:00Z');
export const DAY = 'Thursday, December 10, 2026';
export const NEXT_DAY = 'Friday, December 11, 2026';

export const ann = adminUser({ id: 7, ownerName: 'Anna de Vries', email: 'ann@example.test' });
const annsProfile = aProfile({
  userId: 7,
  fullName: 'Anna de Vries',
  phoneNumber: '555-0142',
  preferredEmail: 'anna@example.test',
});

export const slotField = () => screen.getByRole('combobox', { name: 'Time Slot' });

/** The tab with its toasts; Anna is the one customer, with no boats unless `routes` say so. */
export function setUp(routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/users': ok({ users: [ann], total: 1 }),
    'GET /api/users/7/profile': ok({ profile: annsProfile }),
    'GET /api/users/7/boats': ok({ boats: [] }),
    'GET /api/timeslots/available': availability(),
    ...routes,
  });
  const view = renderInApp(
    <>
      <NewBookingTab />
      <Toaster />
    </>,
    { route: '/admin?tab=new-booking' },
  );
  const { user } = view;
  const pickDate = async (name: string) => {
    await user.click(await screen.findByRole('button', { name: /^Date/ }));
    await user.click(await screen.findByRole('button', { name }));
  };
  const pickCustomer = async () => {
    await user.click(await screen.findByRole('button', { name: /^Customer/ }));
    await user.click(await screen.findByRole('option', { name: /Anna de Vries/ }));
    // The profile has been read: its name is in the contact fields.
    await waitFor(() =>
      expect(screen.getByLabelText('Last Name')).toHaveProperty('value', 'Vries'),
    );
  };
  /** Each deadline offered for the day, as '10:00 AM (2 of 4 open)', and whether it can be chosen. */
  const slotOptions = async () => {
    await user.click(slotField());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const found = options.map((option) => ({
      text: option.textContent,
      disabled: option.getAttribute('aria-disabled') === 'true',
    }));
    await user.keyboard('{Escape}');
    return found;
  };
  return { api, pickDate, pickCustomer, slotOptions, ...view };
}
