// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { AdminRoute } from './guards';

function exportScreenAs(role: Role) {
  fakeApi({ 'GET /api/session': ok({ user: aUserOfRole(role) }) });
  return renderInApp(
    <Suspense fallback={null}>
      <AdminRoute ownerRedirect permission="export">
        <h1>Export</h1>
      </AdminRoute>
    </Suspense>,
    { route: '/admin/export' },
  );
}

describe('a screen that needs a permission', () => {
  it('when the crew types /admin/export, then Access Denied shows instead of the export', async () => {
    exportScreenAs('crew');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Export' })).toBeNull();
  });

  it('when the office opens it, then the screen shows', async () => {
    exportScreenAs('office');
    expect(await screen.findByRole('heading', { name: 'Export' })).toBeTruthy();
  });
});
