// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Boat } from '@shared/api/boats';
import { BOAT_MESSAGES } from '@shared/messages/boats';
import Toaster from '@/components/ui/toaster';
import { availability, fullSlot } from '@/test/availability';
import { aBoat } from '@/test/boats';
import { aBooking } from '@/test/bookings';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { aPublicConfig } from '@/test/public-config';
import { renderInApp } from '@/test/render';
import { aWaitlistEntry } from '@/test/waitlist';
import { NOW, signedInRoutes, TOMORROW } from '../test/schedule-api';
import SchedulePage from './schedule-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const seaBreeze = aBoat();
const skylark = aBoat({ id: 42, name: 'Skylark', kind: 'power', lengthM: 7.32 });
const booked = (boat: Boat | null) =>
  aBooking({ bookingDate: TOMORROW, timeSlot: '3:00 PM', boat });

function setUp(boats: Boat[], routes: Record<string, FakeRoute> = {}) {
  let kept = boats;
  const api = fakeApi({
    ...signedInRoutes(),
    'GET /api/timeslots/available': availability({ '12:00 PM': fullSlot }),
    'GET /api/boats': () => ({ body: { boats: kept } }),
    'POST /api/boats': ({ body }) => {
      const boat = aBoat({ ...(body as Partial<Boat>), id: 41 });
      kept = [...kept, boat];
      return { status: 201, body: { boat } };
    },
    'POST /api/bookings': { status: 201, body: { booking: booked(seaBreeze) } },
    ...routes,
  });
  const view = renderInApp(
    <>
      <SchedulePage />
      <Toaster />
    </>,
    { route: '/schedule' },
  );
  return { api, ...view };
}

// The booking screen renders after the heading, deferred: slow on a busy machine.
const deadline = (slot: string) =>
  screen.findByRole('button', { name: new RegExp(`^${slot}`) }, { timeout: 5000 });
const boatChoice = (name: RegExp) => screen.findByRole('radio', { name });

describe('the booking’s boat', () => {
  it('when the owner has one boat, then it is shown chosen, booked, and named on success', async () => {
    const { api, user } = setUp([seaBreeze]);
    await user.click(await deadline('3:00 PM'));
    const only = await boatChoice(/Sea Breeze \(Sail\)/);
    await waitFor(() => expect(only.getAttribute('aria-checked')).toBe('true'));
    expect(only.closest('label')?.textContent).toContain('32 ft 6 in');

    await user.click(screen.getByRole('button', { name: 'CONFIRM SERVICE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Service Scheduled!' });
    expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({ boatId: 41 });
    expect(within(dialog).getByText('Boat').nextElementSibling?.textContent).toBe(
      'Sea Breeze (Sail)',
    );
  });

  it('when the owner has two boats and chooses none, then the Boat field asks which, and nothing is sent', async () => {
    const { api, user } = setUp([seaBreeze, skylark], {
      'POST /api/bookings': { status: 201, body: { booking: booked(skylark) } },
    });
    await user.click(await deadline('3:00 PM'));
    await boatChoice(/Skylark/);
    const boats = within(screen.getByRole('radiogroup', { name: 'Boat' }));
    expect(boats.getAllByRole('radio').map((radio) => radio.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
    ]);
    await user.click(screen.getByRole('button', { name: 'CONFIRM SERVICE' }));

    const error = await screen.findByText(BOAT_MESSAGES.chooseBoat);
    expect(error.id).toBe('booking-boatId-error');
    expect(screen.getByRole('radiogroup', { name: 'Boat' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);

    await user.click(await boatChoice(/Skylark/));
    await waitFor(() => expect(screen.queryByText(BOAT_MESSAGES.chooseBoat)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'CONFIRM SERVICE' }));
    await screen.findByRole('dialog', { name: 'Service Scheduled!' });
    expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({ boatId: 42 });
  });

  it('when an owner without a boat adds one from the schedule, then what they filled in stays and the new boat is chosen', async () => {
    const { api, user } = setUp([]);
    const slot = await deadline('3:00 PM');
    await user.click(slot);
    await user.type(screen.getByLabelText('Special Requests'), 'Check the zincs');
    await user.click(screen.getByRole('button', { name: 'Add your boat' }));

    const form = await screen.findByRole('dialog', { name: 'Add a boat' });
    await user.type(within(form).getByLabelText('Name'), 'Sea Breeze');
    await user.type(within(form).getByLabelText('Length'), '32 ft 6 in');
    await user.click(within(form).getByRole('button', { name: 'Add boat' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = await boatChoice(/Sea Breeze/);
    await waitFor(() => expect(added.getAttribute('aria-checked')).toBe('true'));
    expect(api.callsTo('POST /api/boats')[0]?.body).toMatchObject({ lengthM: 9.91 });
    // The boat form's submit did not book; the booking's details are as they were.
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Special Requests').value).toBe(
      'Check the zincs',
    );
    expect(slot.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'CONFIRM SERVICE' }));
    await screen.findByRole('dialog', { name: 'Service Scheduled!' });
    expect(api.callsTo('POST /api/bookings')[0]?.body).toMatchObject({
      boatId: 41,
      specialRequests: 'Check the zincs',
    });
  });

  it('when the marina needs a boat and the owner has none, then the form says so before they submit', async () => {
    const { api, user } = setUp([], {
      'GET /api/config': {
        body: aPublicConfig({ boats: { required: true, insuranceRequiredFor: 'none' } }),
      },
    });
    await user.click(await deadline('3:00 PM'));
    expect(await screen.findByText(BOAT_MESSAGES.addBoatFirst)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'CONFIRM SERVICE' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add your boat' })),
    );
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('when the server refuses the boat’s insurance, then its message stands under the Boat field', async () => {
    const message = BOAT_MESSAGES.insurance('Sea Breeze', 'Wed, Dec 2, 2026');
    const { user } = setUp([seaBreeze], {
      'POST /api/bookings': {
        status: 422,
        body: { code: 'insurance_required', message, errors: [{ path: 'boatId', message }] },
      },
    });
    await user.click(await deadline('3:00 PM'));
    await waitFor(async () =>
      expect((await boatChoice(/Sea Breeze/)).getAttribute('aria-checked')).toBe('true'),
    );
    await user.click(screen.getByRole('button', { name: 'CONFIRM SERVICE' }));

    await waitFor(() =>
      expect(document.getElementById('booking-boatId-error')?.textContent).toBe(message),
    );
    expect(screen.queryByText('Booking failed')).toBeNull();
  });

  it('when the owner joins a waitlist, then the boat chosen goes with it', async () => {
    const { api, user } = setUp([seaBreeze, skylark], {
      'POST /api/waitlist': {
        status: 201,
        body: { entry: aWaitlistEntry({ timeSlot: '12:00 PM', boat: skylark }) },
      },
    });
    await user.click(await deadline('12:00 PM'));
    await user.click(await boatChoice(/Skylark/));
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
    await waitFor(() => expect(api.callsTo('POST /api/waitlist')).toHaveLength(1));
    expect(api.callsTo('POST /api/waitlist')[0]?.body).toMatchObject({ boatId: 42 });
  });
});
