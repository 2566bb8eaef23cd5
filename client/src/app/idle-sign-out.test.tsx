// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AuthPage from '@/features/auth/components/auth-page';
import { useLifts } from '@/lib/lifts';
import { queryKeys } from '@/lib/query-keys';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { AdminRoute } from './guards';

const IDLE = 'Signed out after 12 hours idle';
const crew = aUserOfRole('crew');

/** A board-like page: one staff read, and what it found. */
function BoardReading() {
  const lifts = useLifts();
  return <p>{lifts.isSuccess ? 'Board ready' : 'Reading the board'}</p>;
}

function setUp() {
  let idle = true;
  const api = fakeApi({
    'GET /api/session': ok({ user: crew }),
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/lifts': () =>
      idle ? { status: 401, body: { message: IDLE, code: 'session_idle' } } : ok({ lifts: [] }),
    'POST /api/login': () => {
      idle = false;
      return ok(crew);
    },
  });
  const view = renderInApp(
    <Suspense fallback={null}>
      <Routes>
        <Route
          path="admin/board/:date"
          element={
            <AdminRoute permission="yardDay">
              <BoardReading />
            </AdminRoute>
          }
        />
        <Route path="auth" element={<AuthPage />} />
      </Routes>
    </Suspense>,
    { route: '/admin/board/2026-12-01' },
  );
  return { api, ...view };
}

describe('a staff session that idled out', () => {
  it('when a call answers 401 session_idle, then the app is signed out and sign-in shows the server’s message', async () => {
    const { location, queryClient } = setUp();
    expect(await screen.findByText(IDLE)).toBeTruthy();
    expect(location()).toBe('/auth');
    expect(screen.getByRole('status').textContent).toBe(IDLE);
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
  });

  it('when the crew signs in again, then they are back on the board of the same date', async () => {
    const { location, user } = setUp();
    await screen.findByText(IDLE);
    await user.type(screen.getByLabelText('Email'), crew.email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(location()).toBe('/admin/board/2026-12-01'));
    expect(await screen.findByText('Board ready')).toBeTruthy();
  });
});
