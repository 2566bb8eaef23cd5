// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '@/test/admin-users';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { RoleMenu } from './role-menu';

const ann = adminUser();
const LAST_MANAGER = 'The last manager must stay one. Make another user a manager first.';

function setUp(options: { me?: ReturnType<typeof aUserOfRole>; who?: typeof ann } = {}) {
  const me = options.me ?? aUserOfRole('manager');
  const who = options.who ?? ann;
  const api = fakeApi({
    'GET /api/session': ok({ user: me }),
    [`PATCH /api/users/${who.id}/role`]: ({ body }) =>
      ok({
        user: { ...who, ...(body as object), isAdmin: (body as { role: string }).role !== 'owner' },
      }),
    'GET /api/users': ok({ users: [], total: 0 }),
  });
  const view = renderInApp(<RoleMenu user={who} />, { route: '/admin?tab=users' });
  return { api, ...view };
}

async function choose(user: ReturnType<typeof setUp>['user'], email: string, role: string) {
  await user.click(screen.getByRole('button', { name: `Change role of ${email}` }));
  await user.click(await screen.findByRole('menuitemradio', { name: role }));
}

describe('the role menu', () => {
  it('when a manager opens it, then it offers the four roles with the current one checked', async () => {
    const { user } = setUp({ who: adminUser({ role: 'office', isAdmin: true }) });
    await user.click(screen.getByRole('button', { name: 'Change role of ann@example.test' }));
    const items = await screen.findAllByRole('menuitemradio');
    // The tick beside the current role is hidden from assistive technology.
    const names = items.map((item) => item.textContent?.replace('✓', ''));
    expect(names).toEqual(['Owner', 'Crew', 'Office', 'Manager']);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ]);
  });

  it('when a manager picks Crew, then a confirmation names the user, both roles, what Crew may do and the sign-out, and nothing changes yet', async () => {
    const { api, user } = setUp();
    await choose(user, 'ann@example.test', 'Crew');

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Change Ann Lee’s role to Crew?',
    });
    const text = dialog.textContent ?? '';
    expect(text).toContain('Ann Lee (ann@example.test) goes from Owner to Crew.');
    expect(text).toContain("the crew board and day sheet: a day's services, their status and lift");
    expect(text).toContain('signed out everywhere');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH /api/users/7/role')).toHaveLength(0);
  });

  it('when the manager cancels, then no role changes', async () => {
    const { api, user } = setUp();
    await choose(user, 'ann@example.test', 'Office');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('PATCH /api/users/7/role')).toHaveLength(0);
  });

  it('when the manager confirms, then the new role is sent by name', async () => {
    const { api, user } = setUp();
    await choose(user, 'ann@example.test', 'Office');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change to Office' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('PATCH /api/users/7/role').map((call) => call.body)).toEqual([
      { role: 'office' },
    ]);
  });

  it('when the server refuses with last_manager, then its message stays beside the menu', async () => {
    const me = aUserOfRole('manager', { id: 7, email: 'ann@example.test', ownerName: 'Ann Lee' });
    const who = adminUser({ role: 'manager', isAdmin: true });
    fakeApi({
      'GET /api/session': ok({ user: me }),
      'PATCH /api/users/7/role': {
        status: 409,
        body: { message: LAST_MANAGER, code: 'last_manager' },
      },
    });
    const { user } = renderInApp(<RoleMenu user={who} />);
    await screen.findByRole('button', { name: 'Change role of ann@example.test' });
    await choose(user, 'ann@example.test', 'Office');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Change your own role to Office?',
    });
    expect(dialog.textContent).toContain('You are signed out everywhere, this browser too');
    await user.click(within(dialog).getByRole('button', { name: 'Change to Office' }));

    const trigger = screen.getByRole('button', { name: 'Change role of ann@example.test' });
    await waitFor(() => expect(screen.getByText(LAST_MANAGER)).toBeTruthy());
    expect(trigger.getAttribute('aria-describedby')).toBe(
      screen.getByText(LAST_MANAGER).getAttribute('id'),
    );
  });
});
