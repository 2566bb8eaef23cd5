// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import { TooltipProvider } from '@/components/ui/tooltip';
import { aBoat } from '@/test/boats';
import { anAdminBooking } from '@/test/bookings';
import { fakeApi, ok } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import CalendarGrid from './calendar-grid';

const { id, name, kind, lengthM, beamM, draftM, weightKg } = aBoat({ lengthM: 9.91 });
const seaBreeze = { id, name, kind, lengthM, beamM, draftM, weightKg };

/** Wednesday, December 2, 2026 in week view, over a marina answering in feet. */
function renderWeek(bookings: AdminBooking[]) {
  fakeApi({ 'GET /api/config': ok(aPublicConfig()) });
  const date = new Date(2026, 11, 2, 9);
  const nav = { date, view: 'week' as const, getNow: () => date, onNavigate() {}, onView() {} };
  return renderInApp(
    <TooltipProvider>
      <CalendarGrid
        bookings={bookings}
        nav={nav}
        onSelectBooking={() => {}}
        heldDates={new Map()}
      />
    </TooltipProvider>,
  );
}

/** Focus opens an event's tooltip at once (a pointer waits 700 ms). */
async function tooltipOf(event: HTMLElement) {
  act(() => event.focus());
  return (await screen.findByRole('tooltip')).textContent;
}

describe('the office calendar’s boats', () => {
  it('when a booking names a boat, then its tooltip names the boat, its kind and length', async () => {
    renderWeek([anAdminBooking({ boat: seaBreeze })]);
    const event = screen.getByRole('button', { name: /^Haul Out: Morgan Tide/ });
    expect(await tooltipOf(event)).toContain('Sea Breeze (Sail) · 32 ft 6 in');
  });

  it('when a booking names no boat, then its tooltip says there is none on record', async () => {
    renderWeek([anAdminBooking()]);
    const event = screen.getByRole('button', { name: /^Haul Out: Morgan Tide/ });
    expect(await tooltipOf(event)).toContain('No boat on record');
  });

  it('when a busy deadline’s list opens, then each owner’s boat follows their name', async () => {
    const { user } = renderWeek([
      anAdminBooking({ boat: seaBreeze }),
      anAdminBooking({ id: 2, ownerName: 'Blake Seaworth', confirmationCode: 'CODE0002' }),
    ]);
    await user.click(screen.getByRole('button', { name: /^10:00 AM · 2 services/ }));
    const list = await screen.findByRole('dialog', { name: /2 services/ });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['↑ Morgan Tide · Sea BreezeHaul Out', '↑ Blake SeaworthHaul Out']);
  });
});
