// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import type { PublicConfig } from '@shared/api/system';
import { anAdminBooking } from '@/test/bookings';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { DaySheetPrintTable } from './day-sheet-print-table';
import { DaySheetService } from './day-sheet-service';
import { aBookingBoat } from '@/test/boats';

/** Sea Breeze with every dimension: 32 ft 6 in, beam 11 ft, draft 5 ft, 14,000 lb. */
const seaBreeze = aBookingBoat({ beamM: 3.35, draftM: 1.52, weightKg: 6350 });

function renderSheet(booking: AdminBooking, config: Partial<PublicConfig> = {}) {
  fakeApi({
    'GET /api/config': ok(aPublicConfig(config)),
    'GET /api/lifts': ok({ lifts: [] }),
  });
  renderInApp(
    <>
      <ul>
        <DaySheetService booking={booking} onOpen={() => {}} />
      </ul>
      <DaySheetPrintTable bookings={[booking]} />
    </>,
  );
}

/** The service card's rows as label → value. */
function cardRows() {
  const card = screen.getByTestId('day-sheet-service');
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** The printed line's Boat cell. */
function printedBoat() {
  const headers = screen.getAllByRole('columnheader', { hidden: true }).map((th) => th.textContent);
  const row = screen.getAllByRole('row', { hidden: true })[1]!;
  return within(row).getAllByRole('cell', { hidden: true })[headers.indexOf('Boat')]!.textContent;
}

describe('the day sheet’s boat', () => {
  it('when a service names a boat, then its card gives the crew the name, kind and every dimension, and so does the printed line', async () => {
    renderSheet(
      anAdminBooking({
        boat: seaBreeze,
        profile: {
          storageType: 'wet-slip',
          isVibMember: false,
          wetSlipNumber: 'B-14',
          dryStorageLocation: null,
        },
      }),
    );
    await waitFor(() => expect(cardRows().Length).toBe('32 ft 6 in'));
    expect(cardRows()).toMatchObject({
      Boat: 'Sea Breeze (Sail)',
      Length: '32 ft 6 in',
      Beam: '11 ft',
      Draft: '5 ft',
      Weight: '14,000 lb',
      'Kept at': 'Slip B-14',
    });
    expect(printedBoat()).toBe(
      'Sea Breeze (Sail) 32 ft 6 in · beam 11 ft · draft 5 ft · 14,000 lb · Slip B-14',
    );
  });

  it('when the boat’s beam, draft and weight are unknown and the marina works in metres, then only the length shows, in metres', async () => {
    renderSheet(
      anAdminBooking({
        boat: { ...seaBreeze, kind: null, beamM: null, draftM: null, weightKg: null },
      }),
      { units: 'metric' },
    );
    await waitFor(() => expect(cardRows().Length).toBe('9.91 m'));
    expect(cardRows()).toMatchObject({ Boat: 'Sea Breeze' });
    expect(Object.keys(cardRows()).filter((label) => /Beam|Draft|Weight/.test(label))).toEqual([]);
  });

  it('when a service names no boat, then the card says No boat on record and the printed line keeps to where it is kept, so a full day prints on one page', () => {
    renderSheet(
      anAdminBooking({
        profile: {
          storageType: 'wet-slip',
          isVibMember: false,
          wetSlipNumber: 'B-14',
          dryStorageLocation: null,
        },
      }),
    );
    expect(cardRows().Boat).toBe('No boat on record');
    expect(printedBoat()).toBe('Slip B-14');
  });

  it('when the boat’s weight is not on record and the lift was overridden, then the card’s marks say both', async () => {
    renderSheet(
      anAdminBooking({
        boat: { ...seaBreeze, weightKg: null },
        liftOverride: { reason: 'Owner brings slings', by: 3, at: '2026-11-30T15:00:00.000Z' },
      }),
    );
    const card = await screen.findByTestId('day-sheet-service');
    expect(within(card).getByTestId('size-unknown').textContent).toBe('Size unknown');
    expect(within(card).getByTestId('lift-override').textContent).toBe(
      'Lift override: Owner brings slings',
    );
  });
});
