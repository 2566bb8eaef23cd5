// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import { anAdminBooking } from '@/test/bookings';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { BookingPanel } from './booking-panel';
import { DaySheetService } from './day-sheet/day-sheet-service';
import { TEXTS_ON_LABEL } from './texts-on-marker';

function officeApi() {
  return fakeApi({
    'GET /api/config': ok(aPublicConfig()),
    'GET /api/users/1/profile': ok({ profile: null }),
    'GET /api/bookings/1/history': ok({ history: [] }),
    'GET /api/lifts': ok({ lifts: [] }),
  });
}

/** The 'Phone' value of the panel's owner section. */
async function panelPhone(booking: AdminBooking) {
  officeApi();
  renderInApp(<BookingPanel booking={booking} onOpenChange={() => {}} />);
  const panel = await screen.findByRole('dialog');
  const label = within(panel).getByText('Phone', { selector: 'dt' });
  return label.nextElementSibling as HTMLElement;
}

/** The 'Phone' value of the day sheet's card. */
function sheetPhone(booking: AdminBooking) {
  officeApi();
  renderInApp(
    <ul>
      <DaySheetService booking={booking} onOpen={() => {}} />
    </ul>,
  );
  const card = screen.getByTestId('day-sheet-service');
  return within(card).getByText('Phone', { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('whether the owner gets texts, where the office reads the phone', () => {
  it('when the owner gets texts, then the panel shows Texts on beside the phone link, named for screen readers', async () => {
    const phone = await panelPhone(anAdminBooking({ ownerTexts: true }));
    expect(within(phone).getByRole('link', { name: '555-0100' }).getAttribute('href')).toBe(
      'tel:5550100',
    );
    const marker = within(phone).getByTestId('texts-on');
    expect(marker.textContent).toContain('Texts on');
    expect(within(marker).getByText(TEXTS_ON_LABEL).className).toContain('sr-only');
    expect(marker.getAttribute('title')).toBe(TEXTS_ON_LABEL);
  });

  it('when the owner gets no texts, then the panel shows the phone alone', async () => {
    const phone = await panelPhone(anAdminBooking({ ownerTexts: false }));
    expect(within(phone).getByRole('link', { name: '555-0100' })).toBeTruthy();
    expect(within(phone).queryByTestId('texts-on')).toBeNull();
    expect(phone.textContent).not.toContain('Texts on');
  });

  it('when the booking has no phone but the owner gets texts, then the panel still says so', async () => {
    const phone = await panelPhone(anAdminBooking({ ownerPhone: '', ownerTexts: true }));
    expect(within(phone).queryByRole('link')).toBeNull();
    expect(within(phone).getByTestId('texts-on')).toBeTruthy();
  });

  it('when the owner gets texts, then the day sheet’s card shows Texts on beside the phone, and not otherwise', () => {
    const on = sheetPhone(anAdminBooking({ ownerTexts: true }));
    expect(within(on).getByRole('link', { name: '555-0100' })).toBeTruthy();
    expect(within(on).getByTestId('texts-on').textContent).toContain(TEXTS_ON_LABEL);
  });

  it('when the owner gets no texts, then the day sheet’s card shows no marker', () => {
    const off = sheetPhone(anAdminBooking({ ownerTexts: false }));
    expect(within(off).queryByTestId('texts-on')).toBeNull();
  });
});
