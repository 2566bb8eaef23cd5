// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import { adminUser } from '@/test/admin-users';
import { queryKeys } from '@/lib/query-keys';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { UsersTable } from './users-table';

const owner = adminUser();
const crew = adminUser({ id: 8, email: 'cy@example.test', role: 'crew', isAdmin: true });
const office = adminUser({ id: 9, email: 'di@example.test', role: 'office', isAdmin: true });
const manager = adminUser({ id: 10, email: 'ed@example.test', role: 'manager', isAdmin: true });

async function usersAs(role: Role) {
  fakeApi({ 'GET /api/session': ok({ user: aUserOfRole(role) }) });
  const view = renderInApp(<UsersTable users={[owner, crew, office, manager]} />);
  // What the role adds follows the session: absence means something only once it is read.
  await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.session)).toBeTruthy());
  return view;
}

describe('the Users tab’s rows by the reader’s role', () => {
  it('when the list shows, then every row has its role badge: Owner, Crew, Office, Manager', async () => {
    await usersAs('office');
    expect(screen.getAllByTestId('role-badge').map((badge) => badge.textContent)).toEqual([
      'Owner',
      'Crew',
      'Office',
      'Manager',
    ]);
  });

  it('when a manager reads it, then each row has a role menu and owners a Delete User', async () => {
    await usersAs('manager');
    expect(
      await screen.findByRole('button', { name: 'Change role of ann@example.test' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Change role of/ })).toHaveLength(4);
    expect(
      screen
        .getAllByRole('button', { name: /^Delete User/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete User ann@example.test']);
  });

  it('when the office reads it, then it is read-only: no role menu, no Delete User, no Make Admin', async () => {
    await usersAs('office');
    expect(screen.queryByRole('button', { name: /^Change role/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete User/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Admin/ })).toBeNull();
  });
});
