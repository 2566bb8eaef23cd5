// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '@/test/admin-users';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { RoleButton } from './role-button';

const ann = adminUser();
const me = {
  id: 1,
  email: 'office@example.test',
  ownerName: 'Office',
  username: 'office',
  isAdmin: true,
};

function setUp() {
  const api = fakeApi({
    'GET /api/session': ok({ user: me }),
    'PATCH /api/users/7/role': ({ body }) => ok({ user: { ...ann, ...(body as object) } }),
    'GET /api/users': ok({ users: [], total: 0 }),
  });
  const view = renderInApp(<RoleButton user={ann} />);
  return { api, ...view };
}

describe('Make Admin', () => {
  it('when the office clicks Make Admin, then a confirm names the user and the rights, with Cancel focused, and nothing changes yet', async () => {
    const { api, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Make Admin ann@example.test' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Make Ann Lee an admin?' });
    expect(dialog.textContent).toContain('Ann Lee (ann@example.test) will be able to');
    expect(dialog.textContent).toContain('make or remove other admins');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH /api/users/7/role')).toHaveLength(0);
  });

  it('when the office cancels, then no role changes and focus is back on Make Admin', async () => {
    const { api, user } = setUp();
    const makeAdmin = screen.getByRole('button', { name: 'Make Admin ann@example.test' });
    await user.click(makeAdmin);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('PATCH /api/users/7/role')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(makeAdmin));
  });

  it('when the office confirms, then the role is changed', async () => {
    const { api, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Make Admin ann@example.test' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('PATCH /api/users/7/role').map((call) => call.body)).toEqual([
      { isAdmin: true },
    ]);
  });

  it('is a secondary (outline) button, not the row’s main action', () => {
    setUp();
    const makeAdmin = screen.getByRole('button', { name: 'Make Admin ann@example.test' });
    expect(makeAdmin.className).toContain('border-input');
    expect(makeAdmin.className).not.toContain('bg-primary');
  });
});
