// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/roles';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { Header } from './header';

async function headerAs(role: Role) {
  fakeApi({
    'GET /api/session': ok({ user: aUserOfRole(role) }),
    'GET /api/config': ok(aPublicConfig()),
  });
  const view = renderInApp(<Header />, { route: '/schedule' });
  const main = await screen.findByRole('navigation', { name: 'Main' });
  return { ...view, main };
}

const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the header’s links by role', () => {
  it('when the crew is signed in, then Crew board is offered and the dashboard is not', async () => {
    const { main } = await headerAs('crew');
    expect(linksOf(main)).toEqual([
      ['Schedule', '/schedule'],
      ['My Services', '/my-bookings'],
      ['Profile', '/profile'],
      ['Crew board', '/admin/board'],
    ]);
  });

  it('when the office is signed in, then both Admin and Crew board are offered', async () => {
    const { main } = await headerAs('office');
    expect(linksOf(main).slice(3)).toEqual([
      ['Admin', '/admin'],
      ['Crew board', '/admin/board'],
    ]);
  });

  it('when an owner is signed in, then neither is offered', async () => {
    const { main } = await headerAs('owner');
    expect(linksOf(main).map(([name]) => name)).toEqual(['Schedule', 'My Services', 'Profile']);
  });

  it('when the crew opens the account menu, then it offers Crew board, not Admin Dashboard', async () => {
    const { user } = await headerAs('crew');
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await waitFor(() => expect(items).toContain('Crew board'));
    expect(items).not.toContain('Admin Dashboard');
  });
});
