// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AuthPage from '@/features/auth/components/auth-page';
import { RoleMenu } from '@/features/admin-users/components/role-menu';
import { adminUser } from '@/test/admin-users';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { AdminRoute } from './guards';

describe('a manager’s own role change', () => {
  it('when a manager changes their own role, then the app signs them out to sign-in with the new role named', async () => {
    const me = aUserOfRole('manager', { id: 7, email: 'ann@example.test', ownerName: 'Ann Lee' });
    const who = adminUser({ role: 'manager', isAdmin: true });
    fakeApi({
      'GET /api/session': ok({ user: me }),
      'GET /api/config': ok(aPublicConfig()),
      'PATCH /api/users/7/role': ok({ user: { ...me, role: 'office' } }),
    });
    // As on the dashboard: behind the staff guard, with the sign-in page a route away.
    const { user, location } = renderInApp(
      <Suspense fallback={null}>
        <Routes>
          <Route
            path="admin"
            element={
              <AdminRoute>
                <RoleMenu user={who} />
              </AdminRoute>
            }
          />
          <Route path="auth" element={<AuthPage />} />
        </Routes>
      </Suspense>,
      { route: '/admin?tab=users' },
    );
    await screen.findByRole('button', { name: 'Change role of ann@example.test' });
    await user.click(screen.getByRole('button', { name: 'Change role of ann@example.test' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Office' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Change to Office' }));

    expect(await screen.findByText('Your role is now Office. Sign in again.')).toBeTruthy();
    expect(location()).toBe('/auth');
  });
});
