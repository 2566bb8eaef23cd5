// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { BookingsToolbar } from './bookings-toolbar';
import { useBookingsUrlState } from './use-bookings-url-state';

function Toolbar() {
  return <BookingsToolbar state={useBookingsUrlState()} />;
}

describe('the bookings toolbar’s attention filter', () => {
  it('when Overridden is chosen, then the address keeps it from page 1, and All bookings drops it', async () => {
    const { user, location } = renderInApp(<Toolbar />, { route: '/admin?page=3' });
    const filter = screen.getByRole('combobox', { name: 'Needs attention' });
    expect(filter.textContent).toContain('All bookings');

    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'Needs attention: Overridden' }));
    expect(location()).toBe('/admin?attention=lift-override');
    expect(filter.textContent).toContain('Needs attention: Overridden');

    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'All bookings' }));
    expect(location()).toBe('/admin');
  });
});
