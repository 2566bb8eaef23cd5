// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@shared/api/booking-views';
import { addServiceDays, marinaToday } from '@shared/marina-time';
import { formatServiceDate } from '@/lib/marina-dates';
import { anAdminBooking } from '@/test/bookings';
import { fakeApi, ok } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { ClosedBookingsList } from './closed-bookings-list';
import { aPublicConfig } from '@/test/public-config';

const config = aPublicConfig();
const closedDay = addServiceDays(marinaToday(new Date(), config.timeZone), 10);
const toms = anAdminBooking({
  id: 41,
  ownerName: 'Tom Reed',
  confirmationCode: 'TMR23456',
  serviceType: 'launch',
  bookingDate: closedDay,
  timeSlot: '10:00 AM',
  closure: { reason: 'High winds' },
});

function setUp(lists: AdminBooking[][]) {
  let read = 0;
  const api = fakeApi({
    'GET /api/admin/slot-overrides/bookings': () =>
      ok({ bookings: lists[Math.min(read++, lists.length - 1)] }),
    'GET /api/config': ok(config),
    'GET /api/timeslots/available': ({ url }) =>
      ok({
        date: url.searchParams.get('date'),
        serviceType: 'launch',
        availableTimeSlots: ['12:00 PM'],
        slots: [
          { timeSlot: '10:00 AM', capacity: 4, remaining: 0, available: false, reason: 'closed' },
          { timeSlot: '12:00 PM', capacity: 4, remaining: 4, available: true, reason: null },
          { timeSlot: '3:00 PM', capacity: 4, remaining: 0, available: false, reason: 'closed' },
        ],
      }),
    'POST /api/bookings/41/reschedule': ({ body }) =>
      ok({ booking: { ...toms, ...(body as object), closure: null } }),
  });
  return { api, ...renderInApp(<ClosedBookingsList />) };
}

describe('bookings on closed days (Availability tab)', () => {
  it('when a booking sits on a closed deadline, then its owner, code, date, deadline and the reason show', async () => {
    setUp([[toms]]);
    const row = await screen.findByTestId('closed-booking');
    expect(row.textContent).toContain('Tom Reed');
    expect(row.textContent).toContain('TMR23456');
    expect(row.textContent).toContain(
      `Launch · ${formatServiceDate(closedDay, 'EEE, MMM d, yyyy')} at 10:00 AM`,
    );
    expect(row.textContent).toContain('Closed: High winds');
  });

  it('when there are none, then it says so', async () => {
    setUp([[]]);
    expect(await screen.findByText('No bookings are on a closed date or deadline.')).toBeTruthy();
  });

  it('when the office moves one, then the change-date dialog moves it and the list is read again', async () => {
    const { api, user } = setUp([[toms], []]);
    const row = await screen.findByTestId('closed-booking');
    await user.click(within(row).getByRole('button', { name: 'Move TMR23456' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change date' });
    await user.click(await within(dialog).findByRole('button', { name: /12:00 PM/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/bookings/41/reschedule')[0]?.body).toEqual({
      bookingDate: closedDay,
      timeSlot: '12:00 PM',
    });
    expect(await screen.findByText('No bookings are on a closed date or deadline.')).toBeTruthy();
    expect(api.callsTo('GET /api/admin/slot-overrides/bookings')).toHaveLength(2);
  });
});
