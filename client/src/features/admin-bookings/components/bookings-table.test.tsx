// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import Toaster from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { anAdminBooking } from '@/test/bookings';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { BookingCard } from './booking-card';
import { BookingPanel } from './booking-panel';
import { BookingsTable } from './bookings-table';
import { aPublicConfig } from '@/test/public-config';

const CONFIG = aPublicConfig();

/** The table and the panel as the Bookings tab wires them. */
function Desk({ bookings }: { bookings: AdminBooking[] }) {
  const [selected, setSelected] = useState<AdminBooking | null>(null);
  return (
    <TooltipProvider>
      <BookingsTable bookings={bookings} sort="date" onSort={() => {}} onOpen={setSelected} />
      <BookingPanel booking={selected} onOpenChange={(open) => !open && setSelected(null)} />
      <Toaster />
    </TooltipProvider>
  );
}

function panelApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/config': ok(CONFIG),
    'GET /api/session': ok({ user: aUserOfRole('office') }),
    'GET /api/users/1/profile': ok({ profile: null }),
    'GET /api/bookings/1/history': ok({ history: [] }),
    // The panel's lift menu.
    'GET /api/lifts': ok({ lifts: [] }),
    ...extra,
  });
}

describe('the bookings table', () => {
  it('when a flag is toggled in the Status column, then it is sent, confirmed and does not open the panel', async () => {
    const booking = anAdminBooking();
    const api = panelApi({
      'PATCH /api/bookings/1/completed': ({ body }) =>
        ok({ booking: { ...booking, ...(body as object) } }),
    });
    const { user } = renderInApp(<Desk bookings={[booking]} />);
    const status = screen.getByRole('group', { name: 'Status' });
    const bothWays = within(status).getByRole('checkbox', { name: 'Both Ways' });
    expect(bothWays.getAttribute('aria-checked')).toBe('false');
    expect(
      within(status)
        .getAllByRole('checkbox')
        .map((box) => box.textContent),
    ).toEqual(['One-Way', 'Both Ways', 'Completed']);

    await user.click(bothWays);
    await waitFor(() => expect(api.callsTo('PATCH /api/bookings/1/completed')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/bookings/1/completed')[0]!.body).toEqual({ isBothWays: true });
    await screen.findByText('Booking marked as both ways');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when a row is shown, then owner and contact share one cell, each line whole in its title, and Delete is not on the row', () => {
    panelApi();
    const email = 'a.very.long.address.for.the.owner@example-marina-club.test';
    renderInApp(
      <Desk
        bookings={[
          anAdminBooking({ ownerName: 'Alexandra Wetherington-Smythe', ownerEmail: email }),
        ]}
      />,
    );
    const row = screen.getByTestId('booking-row');
    expect(within(row).getByTitle('Alexandra Wetherington-Smythe')).toBeTruthy();
    expect(within(row).getByTitle(email).textContent).toBe(email);
    expect(within(row).getByRole('link', { name: email }).getAttribute('href')).toBe(
      `mailto:${email}`,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Service Type↕',
      'Date▲',
      'Time',
      'Owner & Contact↕',
      'Boat',
      'Details',
      'Confirmation',
      'Status',
    ]);
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('when a deadline is closed, then the row, the card and the panel say Closed with the reason', async () => {
    panelApi();
    const booking = anAdminBooking({ closure: { reason: 'High winds' } });
    const { user } = renderInApp(
      <>
        <Desk bookings={[booking, anAdminBooking({ id: 2, confirmationCode: 'OPEN2222' })]} />
        <ul>
          <BookingCard booking={booking} onOpen={() => {}} />
        </ul>
      </>,
    );
    const [row, openRow] = screen.getAllByTestId('booking-row');
    const marker = within(row!).getByTestId('closed-marker');
    expect(marker.getAttribute('title')).toBe('Deadline closed: High winds');
    expect(marker.textContent).toContain('Deadline closed: High winds');
    expect(within(openRow!).queryByTestId('closed-marker')).toBeNull();
    const card = screen.getAllByTestId('booking-row')[2]!;
    expect(within(card).getByTestId('closed-marker').getAttribute('title')).toBe(
      'Deadline closed: High winds',
    );

    await user.click(within(row!).getByRole('button', { name: 'D7DHKNKS details' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByTestId('closed-marker').textContent).toContain('High winds');
  });

  it('when the panel closes, then focus returns to the code button that opened it, also after a click on the row', async () => {
    panelApi();
    const { user } = renderInApp(<Desk bookings={[anAdminBooking()]} />);
    const code = screen.getByRole('button', { name: 'D7DHKNKS details' });
    await user.click(code);
    const panel = await screen.findByRole('dialog');
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(code);

    // A click on the row itself (its time cell) opens the panel too.
    await user.click(screen.getByText('10:00 AM'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(code);
  });

  it('when Delete is pressed in the panel and kept, then focus returns to Delete', async () => {
    panelApi();
    const { user } = renderInApp(<Desk bookings={[anAdminBooking()]} />);
    await user.click(screen.getByRole('button', { name: 'D7DHKNKS details' }));
    const panel = await screen.findByRole('dialog');
    const remove = within(panel).getByRole('button', { name: 'Delete booking D7DHKNKS' });
    await user.click(remove);
    await user.click(await screen.findByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(remove);
  });
});
