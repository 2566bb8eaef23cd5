// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '@/test/admin-users';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { UserCard } from './user-card';
import { UsersTable } from './users-table';

const owner = adminUser;
const texted = owner({ mobile: '+16175550123', mobileDisplay: '(617) 555-0123' });
const abroad = owner({
  id: 8,
  email: 'bo@example.test',
  mobile: '+447700900123',
  mobileDisplay: '+44 7700 900123',
});
const noMobile = owner({ id: 9, email: 'cy@example.test' });

function setUp() {
  fakeApi({
    'GET /api/session': ok({
      user: {
        id: 1,
        email: 'office@example.test',
        ownerName: 'Office',
        username: 'office',
        isAdmin: true,
        role: 'office',
      },
    }),
  });
}

const row = (email: string) =>
  screen.getAllByTestId('user-row').find((element) => element.textContent?.includes(email))!;

describe('the Users tab’s verified mobile', () => {
  it('when an owner verified a mobile, then the table row shows it formatted, as a tel: link', () => {
    setUp();
    renderInApp(<UsersTable users={[texted, abroad, noMobile]} />);
    const link = within(row('ann@example.test')).getByRole('link', { name: '(617) 555-0123' });
    expect(link.getAttribute('href')).toBe('tel:+16175550123');
    expect(
      within(row('bo@example.test'))
        .getByRole('link', { name: '+44 7700 900123' })
        .getAttribute('href'),
    ).toBe('tel:+447700900123');
  });

  it('when an owner has no verified mobile, then the row shows no mobile', () => {
    setUp();
    renderInApp(<UsersTable users={[texted, noMobile]} />);
    expect(within(row('cy@example.test')).queryByText(/Mobile/)).toBeNull();
    expect(within(row('cy@example.test')).queryByRole('link', { name: /555/ })).toBeNull();
  });

  it('when the list is shown as cards on a phone, then the card shows the mobile too', () => {
    setUp();
    renderInApp(
      <ul>
        <UserCard user={texted} />
      </ul>,
    );
    expect(
      within(row('ann@example.test'))
        .getByRole('link', { name: '(617) 555-0123' })
        .getAttribute('href'),
    ).toBe('tel:+16175550123');
  });
});
