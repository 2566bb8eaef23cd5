// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiftConflict } from '@shared/api/lifts';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { DayCapacityForm } from './day-capacity-form';

const DAY = '2026-12-04';

/** The last made of the day's 12:00 PM bookings: past a capacity of 1. */
const lastMade: LiftConflict = {
  id: 2,
  confirmationCode: 'XYZ23456',
  ownerName: 'Bo Ray',
  boatName: null,
  bookingDate: DAY,
  timeSlot: '12:00 PM',
  reason: 'slot_full',
};

describe("one day's capacity", () => {
  it('when it is lowered below what is booked that day, then the warning names the bookings, Save anyway saves it and the bookings left without a place are listed', async () => {
    const api = fakeApi({
      'GET /api/admin/capacity/overbooked': ok({
        deadlines: [
          {
            date: DAY,
            timeSlot: '12:00 PM',
            bookings: [
              { id: 1, ownerName: 'Ann Lee', confirmationCode: 'ABC23456' },
              { id: 2, ownerName: 'Bo Ray', confirmationCode: 'XYZ23456' },
            ],
          },
        ],
      }),
      'PUT /api/admin/slot-overrides': ({ body }) =>
        ok({ override: body, notified: 0, conflicts: [lastMade] }),
    });
    const { user } = renderInApp(<DayCapacityForm today="2026-11-27" lastDate="2027-11-27" />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: DAY } });
    await user.type(screen.getByLabelText('Capacity per deadline'), '1');
    await user.click(screen.getByRole('button', { name: 'Save Capacity' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Lower each deadline on Friday, December 4, 2026 to 1?',
    });
    expect(within(dialog).getByTestId('overbooked-deadline').textContent).toBe(
      'Friday, December 4 at 12:00 PM has 2 bookings: Ann Lee (ABC23456), Bo Ray (XYZ23456).',
    );
    expect(api.callsTo('GET /api/admin/capacity/overbooked')[0]?.path).toBe(
      `/api/admin/capacity/overbooked?capacity=1&date=${DAY}`,
    );
    expect(api.callsTo('PUT /api/admin/slot-overrides')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/admin/slot-overrides').map((call) => call.body)).toEqual([
        { date: DAY, timeSlot: null, capacity: 1 },
      ]),
    );
    const list = await screen.findByRole('list', {
      name: 'These bookings no longer have a place:',
    });
    expect(within(list).getByTestId('booking-conflict').textContent).toBe(
      'Bo Ray · Fri, Dec 4 at 12:00 PM · the deadline has fewer places than bookings now',
    );
    expect(within(list).getByRole('link', { name: 'Bo Ray' }).getAttribute('href')).toBe(
      '/admin?q=XYZ23456',
    );
  });
});
