// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Boat, BookingBoat } from '@shared/api/boats';
import type { AdminBooking } from '@shared/api/booking-views';
import type { PublicConfig } from '@shared/api/system';
import { TooltipProvider } from '@/components/ui/tooltip';
import { aBoat } from '@/test/boats';
import { anAdminBooking } from '@/test/bookings';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aUserOfRole } from '@/test/staff';
import { BookingCard } from './booking-card';
import { BookingPanel } from './booking-panel';
import { BookingsTable } from './bookings-table';

/** Sea Breeze with every dimension: 32 ft 6 in, beam 11 ft, draft 5 ft, 14,000 lb. */
const seaBreeze = aBoat({
  id: 41,
  ownerId: 1,
  lengthM: 9.91,
  beamM: 3.35,
  draftM: 1.52,
  weightKg: 6350,
  registration: 'MA 1234 ZZ',
  insuranceExpiresOn: '2027-03-03',
});

const onBooking = (boat: Boat): BookingBoat => ({
  id: boat.id,
  name: boat.name,
  kind: boat.kind,
  lengthM: boat.lengthM,
  beamM: boat.beamM,
  draftM: boat.draftM,
  weightKg: boat.weightKg,
});

/** The list and its panel as the Bookings tab wires them, over a fake API with the owner's boats. */
function renderDesk(
  bookings: AdminBooking[],
  { boats = [seaBreeze], config = {} }: { boats?: Boat[]; config?: Partial<PublicConfig> } = {},
) {
  const api = fakeApi({
    'GET /api/config': ok(aPublicConfig(config)),
    'GET /api/session': ok({ user: aUserOfRole('office') }),
    'GET /api/users/1/profile': ok({ profile: null }),
    'GET /api/users/1/boats': ok({ boats }),
    'GET /api/bookings/1/history': ok({ history: [] }),
    'GET /api/lifts': ok({ lifts: [] }),
  });
  function Desk() {
    const [selected, setSelected] = useState<AdminBooking | null>(null);
    return (
      <TooltipProvider>
        <BookingsTable bookings={bookings} sort="date" onSort={() => {}} onOpen={setSelected} />
        <ul>
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} onOpen={setSelected} />
          ))}
        </ul>
        <BookingPanel booking={selected} onOpenChange={(open) => !open && setSelected(null)} />
      </TooltipProvider>
    );
  }
  return { api, ...renderInApp(<Desk />) };
}

/** The Boat column's cell of each row of the table. */
function boatCells() {
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  const column = headers.indexOf('Boat');
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]!.textContent);
}

/** The panel's Boat section as label → value pairs. */
async function panelBoat(user: ReturnType<typeof renderDesk>['user'], code: string) {
  await user.click(screen.getAllByRole('button', { name: `${code} details` })[0]!);
  const section = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Boat' });
  const pairs = () =>
    Object.fromEntries(
      within(section)
        .queryAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
  return { section, pairs };
}

describe('the bookings list’s boat', () => {
  it('when a booking names a boat and another none, then the Boat column shows its name and length in the marina’s units, and a dash', async () => {
    renderDesk([
      anAdminBooking({ boat: onBooking(seaBreeze) }),
      anAdminBooking({ id: 2, confirmationCode: 'NOBOAT22' }),
    ]);
    await waitFor(() =>
      expect(boatCells()).toEqual(['Sea Breeze32 ft 6 in · Sail', '—NoneSize unknown']),
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Boat Sea Breeze · 32 ft 6 in · Sail');
    expect(cards[1]!.textContent).toContain('Boat —None');
  });

  it('when a boat’s beam is not on record, or the lift rules were overridden, then the row, the card and the panel say so', async () => {
    const { user } = renderDesk([
      anAdminBooking({
        boat: { ...onBooking(seaBreeze), beamM: null },
        liftOverride: { reason: 'Crane hired', by: 3, at: '2026-11-30T15:00:00.000Z' },
      }),
    ]);
    await waitFor(() =>
      expect(boatCells()).toEqual([
        'Sea Breeze32 ft 6 in · SailSize unknownLift override: Crane hired',
      ]),
    );
    expect(screen.getByRole('listitem').textContent).toContain(
      'Size unknownLift override: Crane hired',
    );
    await user.click(screen.getAllByRole('button', { name: 'D7DHKNKS details' })[0]!);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByTestId('lift-override').textContent).toBe(
      'Lift override: Crane hired',
    );
    expect(within(panel).getByTestId('size-unknown')).toBeTruthy();
  });

  it('when the marina works in metres, then the column and the card give the length in metres', async () => {
    renderDesk([anAdminBooking({ boat: onBooking(seaBreeze) })], { config: { units: 'metric' } });
    await waitFor(() => expect(boatCells()).toEqual(['Sea Breeze9.91 m · Sail']));
    expect(screen.getByRole('listitem').textContent).toContain('Sea Breeze · 9.91 m · Sail');
  });
});

describe('the booking panel’s boat', () => {
  it('when the boat is on record, then the panel gives its kind, each dimension, registration and insurance through a date', async () => {
    const { user } = renderDesk([anAdminBooking({ boat: onBooking(seaBreeze) })]);
    const { pairs } = await panelBoat(user, 'D7DHKNKS');
    await waitFor(() => expect(pairs().Insurance).toBe('Insured through Mar 3, 2027'));
    expect(pairs()).toEqual({
      Name: 'Sea Breeze',
      Kind: 'Sail',
      Length: '32 ft 6 in',
      Beam: '11 ft',
      Draft: '5 ft',
      Weight: '14,000 lb',
      Registration: 'MA 1234 ZZ',
      Insurance: 'Insured through Mar 3, 2027',
    });
  });

  it.each([
    ['2026-12-01', 'Insurance ends before this service'],
    ['2026-12-02', 'Insured through Dec 2, 2026'],
    [null, 'No insurance on record'],
  ])(
    'when the insurance ends %s and the service is on Dec 2, 2026, then the panel says %s',
    async (expiresOn, text) => {
      const boat = { ...seaBreeze, insuranceExpiresOn: expiresOn };
      const { user } = renderDesk([anAdminBooking({ boat: onBooking(boat) })], { boats: [boat] });
      const { pairs } = await panelBoat(user, 'D7DHKNKS');
      await waitFor(() => expect(pairs().Insurance).toBe(text));
    },
  );

  it('when the boat’s dimensions are unknown and it has been archived, then the panel lists what is known and says Archived', async () => {
    const dinghy = aBoat({ id: 42, ownerId: 1, name: 'Pip', kind: null, lengthM: 3.05 });
    const archived = { ...dinghy, archivedAt: '2026-11-20T12:00:00.000Z' };
    const { user } = renderDesk([anAdminBooking({ boat: onBooking(dinghy) })], {
      boats: [archived],
    });
    const { pairs } = await panelBoat(user, 'D7DHKNKS');
    await waitFor(() => expect(pairs().Name).toBe('PipArchived'));
    expect(pairs()).toEqual({
      Name: 'PipArchived',
      Length: '10 ft',
      Insurance: 'No insurance on record',
    });
  });

  it('when the booking names no boat, then the panel says so without reading the customer’s boats', async () => {
    const { api, user } = renderDesk([anAdminBooking()]);
    const { section } = await panelBoat(user, 'D7DHKNKS');
    expect(section.textContent).toContain('No boat on record.');
    expect(api.callsTo('GET /api/users/1/boats')).toHaveLength(0);
  });
});
