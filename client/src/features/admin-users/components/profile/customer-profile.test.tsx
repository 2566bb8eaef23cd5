// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser } from '@/test/admin-users';
import { aBoat } from '@/test/boats';
import { fakeApi, ok } from '@/test/fake-api';
import { aProfile } from '@/test/profiles';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { UserCard } from '../user-card';

// Noon in New York on Tuesday, December 1, 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T17:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const ann = adminUser({ id: 7, ownerName: 'Ann Lee', email: 'ann@example.test' });

function openProfile(boats: ReturnType<typeof aBoat>[]) {
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/session': ok({ user: null }),
    'GET /api/users/7/profile': ok({
      profile: aProfile({ fullName: 'Ann Lee', wetSlipNumber: 'B-14' }),
    }),
    'GET /api/users/7/boats': ok({ boats }),
  });
  const view = renderInApp(
    <ul>
      <UserCard user={ann} />
    </ul>,
  );
  return { api, ...view };
}

const boatItems = () =>
  within(screen.getByRole('region', { name: 'Boats' }))
    .queryAllByTestId('customer-boat')
    .map((item) => [...item.children].map((line) => line.textContent));

describe('a customer’s profile on the Users tab', () => {
  it('when Profile is opened, then it lists their boats with kind, size, registration, insurance and the archived mark', async () => {
    const { api, user } = openProfile([
      aBoat({
        name: 'Sea Breeze',
        lengthM: 9.91,
        beamM: 3.35,
        draftM: 1.52,
        weightKg: 6350,
        registration: 'MA 1234 ZZ',
        insuranceExpiresOn: '2027-03-03',
      }),
      aBoat({
        id: 42,
        name: 'Pip',
        kind: 'other',
        lengthM: 3.05,
        insuranceExpiresOn: '2026-11-30',
      }),
      aBoat({
        id: 43,
        name: 'Old Salt',
        kind: 'power',
        lengthM: 7.62,
        archivedAt: '2026-10-01T12:00:00.000Z',
      }),
    ]);
    expect(api.callsTo('GET /api/users/7/boats')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Profile of ann@example.test' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ann Lee' });
    await waitFor(() => expect(boatItems()).toHaveLength(3));
    expect(boatItems()).toEqual([
      [
        'Sea Breeze (Sail)',
        '32 ft 6 in · beam 11 ft · draft 5 ft · 14,000 lb',
        'Registration MA 1234 ZZ',
        'Insured through Mar 3, 2027',
      ],
      ['Pip (Other)', '10 ft', 'No registration on record', 'Insurance ended Nov 30, 2026'],
      ['Old Salt (Power)Archived', '25 ft', 'No registration on record', 'No insurance on record'],
    ]);
    expect(within(sheet).getByRole('region', { name: 'Profile' }).textContent).toContain('B-14');
  });

  it('when the customer has no boats, then the profile says so', async () => {
    const { user } = openProfile([]);
    await user.click(screen.getByRole('button', { name: 'Profile of ann@example.test' }));
    await screen.findByRole('dialog', { name: 'Ann Lee' });
    expect(
      (await screen.findByText('No boats on record.'))
        .closest('section')
        ?.getAttribute('aria-label'),
    ).toBe('Boats');
  });
});
