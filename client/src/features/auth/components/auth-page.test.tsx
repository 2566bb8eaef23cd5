// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import AuthPage from './auth-page';

const owner = {
  id: 7,
  email: 'morgan@example.test',
  ownerName: 'Morgan Tide',
  username: 'morgan@example.test',
  isAdmin: false,
  role: 'owner' as const,
};

async function signIn(route: string) {
  fakeApi({
    'GET /api/session': { body: { user: null } },
    'POST /api/login': { body: owner },
    'GET /api/config': { body: { marinaName: 'Test Marina' } },
  });
  const view = renderInApp(<AuthPage />, { route });
  await view.user.type(await screen.findByLabelText('Email'), owner.email);
  await view.user.type(screen.getByLabelText('Password'), 'secret123');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

describe('signing in from a protected link', () => {
  it('when the link named a page of this site, then signing in returns there', async () => {
    const { location } = await signIn('/auth?next=%2Fmy-bookings%3Fq%3DD7');
    await waitFor(() => expect(location()).toBe('/my-bookings?q=D7'));
  });

  it('when the return path points off the site, then signing in lands on the usual page', async () => {
    const { location } = await signIn('/auth?next=%2F%2Fevil.example%2Fmy-bookings');
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('where staff land after signing in', () => {
  it.each([
    ['crew', '/admin/board'],
    ['office', '/admin'],
    ['manager', '/admin'],
  ] as const)('when a %s member signs in, then they land on %s', async (role, home) => {
    fakeApi({
      'GET /api/session': { body: { user: null } },
      'POST /api/login': { body: aUserOfRole(role) },
      'GET /api/config': { body: { marinaName: 'Test Marina' } },
    });
    const view = renderInApp(<AuthPage />, { route: '/auth' });
    await view.user.type(await screen.findByLabelText('Email'), `${role}@example.test`);
    await view.user.type(screen.getByLabelText('Password'), 'secret123');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(view.location()).toBe(home));
  });
});
