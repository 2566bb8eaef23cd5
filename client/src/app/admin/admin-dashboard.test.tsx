// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { AdminRoute } from '../guards';
import AdminDashboard from './admin-dashboard';

const dashboard = (
  <AdminRoute>
    <AdminDashboard />
  </AdminRoute>
);

/** The dashboard at `route` for a signed-in user of `role`, as the router mounts it. */
function dashboardAs(role: Role, route: string) {
  fakeApi({
    'GET /api/session': ok({ user: aUserOfRole(role) }),
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/admin/activity': ok({ entries: [], total: 0 }),
  });
  return renderInApp(
    <Suspense fallback={null}>
      <Routes>
        <Route path="admin" element={dashboard} />
        <Route path="admin/:tab" element={dashboard} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </Suspense>,
    { route },
  );
}

const tabNames = async () =>
  (await screen.findAllByRole('tab')).map((tab) => tab.textContent ?? '');

describe('the dashboard’s tabs by role', () => {
  it('when a manager opens it, then every tab shows, Integrations too, with EXPORT NOW', async () => {
    dashboardAs('manager', '/admin?tab=activity');
    expect(await tabNames()).toEqual([
      'Bookings',
      'New Booking',
      'Users',
      'Integrations',
      'Availability',
      'Activity',
    ]);
    expect(screen.getByRole('button', { name: /export now/i })).toBeTruthy();
  });

  it('when the office opens it, then Bookings, New Booking, Users, Availability and Activity show, not Integrations, with EXPORT NOW', async () => {
    dashboardAs('office', '/admin?tab=activity');
    expect(await tabNames()).toEqual([
      'Bookings',
      'New Booking',
      'Users',
      'Availability',
      'Activity',
    ]);
    expect(screen.getByRole('button', { name: /export now/i })).toBeTruthy();
  });

  it('when the office types the Integrations tab’s address, then Access Denied names their role', async () => {
    dashboardAs('office', '/admin?tab=integrations');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(/Your role \(Office\) does not include it/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('when the crew opens /admin, then they go to today’s board', async () => {
    const { location } = dashboardAs('crew', '/admin');
    await waitFor(() => expect(location()).toBe('/admin/board'));
  });

  it('when the crew types /admin/users or ?tab=users, then Access Denied shows and no tab is offered', async () => {
    for (const route of ['/admin/users', '/admin?tab=users']) {
      const view = dashboardAs('crew', route);
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
      expect(screen.getByText(/Your role \(Crew\) does not include it/)).toBeTruthy();
      expect(screen.getByRole('link', { name: "Go to today's board" })).toBeTruthy();
      expect(view.location()).toBe(route);
      view.unmount();
    }
  });

  it('when the office types /admin/users, then it opens as the Users tab', async () => {
    const { location } = dashboardAs('office', '/admin/users');
    await waitFor(() => expect(location()).toBe('/admin?tab=users'));
  });

  it('when /admin/ names no tab, then the page is not found', async () => {
    dashboardAs('manager', '/admin/nothing-here');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
