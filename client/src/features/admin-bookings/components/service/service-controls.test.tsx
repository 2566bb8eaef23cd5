// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking, Booking } from '@shared/api/booking-views';
import { queryKeys } from '@/lib/query-keys';
import { anAdminBooking } from '@/test/bookings';
import Toaster from '@/components/ui/toaster';
import { fakeApi, ok, type FakeRoute } from '@/test/fake-api';
import { aLift } from '@/test/lifts';
import { renderInApp } from '@/test/render';
import { StatusFlags } from '../status-flags';
import { useLiveBooking } from '../use-live-booking';
import { BookingLiftSelect } from './booking-lift-select';
import { ServiceStatusControl } from './service-status-control';

const lifts = [
  aLift(1, 'Travel lift'),
  aLift(2, 'Crane'),
  aLift(3, 'Old hoist', '2026-11-10T12:00:00.000Z'),
];

/** The panel's Status section, reading the booking from the cached list as the panel does. */
function StatusSection({ booking }: { booking: AdminBooking }) {
  const live = useLiveBooking(booking);
  if (!live) return null;
  return (
    <>
      <ServiceStatusControl booking={live} />
      <BookingLiftSelect booking={live} />
      <StatusFlags booking={live} touch />
    </>
  );
}

function setUp(booking: AdminBooking, liftRoute?: FakeRoute) {
  const api = fakeApi({
    'GET /api/lifts': ok({ lifts }),
    'GET /api/bookings': ok({ bookings: [booking], total: 1 }),
    'PATCH /api/bookings/7/status': ({ body }) => {
      const status = (body as { status: Booking['serviceStatus'] }).status;
      return ok({
        booking: { ...booking, serviceStatus: status, completed: status === 'done' },
      });
    },
    'PATCH /api/bookings/7/lift':
      liftRoute ??
      (({ body }) =>
        ok({ booking: { ...booking, liftId: (body as { liftId: number | null }).liftId } })),
  });
  const view = renderInApp(
    <>
      <StatusSection booking={booking} />
      <Toaster />
    </>,
  );
  view.queryClient.setQueryData([...queryKeys.adminBookings, {}], {
    bookings: [booking],
    total: 1,
  });
  return { api, ...view };
}

const statusButtons = () =>
  within(screen.getByRole('group', { name: 'Change service status' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe("the booking panel's service status and lift", () => {
  it('when a boat is in the slings, then only Done and Back to Scheduled are offered', () => {
    setUp(anAdminBooking({ id: 7, serviceStatus: 'in_progress' }));
    expect(statusButtons()).toEqual(['Mark Done', 'Back to Scheduled']);
    expect(screen.getByText('In progress')).toBeTruthy();
  });

  it('when the admin marks it Done, then the badge reads Done and Completed is ticked', async () => {
    const { api, user } = setUp(anAdminBooking({ id: 7, serviceStatus: 'in_progress' }));
    await user.click(screen.getByRole('button', { name: 'Mark Done' }));

    await waitFor(() => expect(statusButtons()).toEqual(['Back to Scheduled']));
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Completed' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(api.callsTo('PATCH /api/bookings/7/status').map((call) => call.body)).toEqual([
      { status: 'done' },
    ]);
  });

  it('when the admin chooses a lift, then it is assigned and the select names it', async () => {
    const { api, user } = setUp(anAdminBooking({ id: 7 }));
    const select = await screen.findByRole('combobox', { name: 'Lift' });
    await waitFor(() => expect(select.textContent).toBe('No lift▾'));
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No lift', 'Travel lift', 'Crane']);
    await user.click(within(listbox).getByRole('option', { name: 'Crane' }));

    await waitFor(() => expect(select.textContent).toBe('Crane▾'));
    expect(api.callsTo('PATCH /api/bookings/7/lift').map((call) => call.body)).toEqual([
      { liftId: 2 },
    ]);
  });

  it('when its lift has been retired, then the select still names it', async () => {
    setUp(anAdminBooking({ id: 7, liftId: 3 }));
    const select = await screen.findByRole('combobox', { name: 'Lift' });
    await waitFor(() => expect(select.textContent).toBe('Old hoist (retired)▾'));
  });

  it('when the server refuses a lift too small for the boat, then its message shows with no error toast, and Override needs a reason before it sends the lift again', async () => {
    const message =
      "Wide Load is 16 ft 5 in wide; Crane's beam limit is 14 ft. Choose another lift, or override with a reason.";
    const booking = anAdminBooking({ id: 7 });
    const { api, user } = setUp(booking, ({ body }) => {
      const sent = body as { liftId: number; override?: boolean; overrideReason?: string };
      if (!sent.override) return { status: 409, body: { message, code: 'lift_too_small' } };
      const at = '2026-12-01T15:00:00.000Z';
      return ok({
        booking: {
          ...booking,
          liftId: sent.liftId,
          liftOverride: { reason: sent.overrideReason!, by: 1, at },
        },
      });
    });
    const select = await screen.findByRole('combobox', { name: 'Lift' });
    await waitFor(() => expect(select.textContent).toBe('No lift▾'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Crane' }));

    const override = await screen.findByRole('form', { name: 'Override the lift rules' });
    expect(within(override).getByRole('alert').textContent).toBe(message);
    expect(screen.queryByText('Error')).toBeNull();
    expect(select.textContent).toBe('No lift▾');

    await user.click(within(override).getByRole('button', { name: 'Override' }));
    expect(
      within(override)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain('Say why the lift rules are overridden');
    expect(api.callsTo('PATCH /api/bookings/7/lift')).toHaveLength(1);

    await user.type(within(override).getByLabelText('Reason'), 'Owner brings slings');
    await user.click(within(override).getByRole('button', { name: 'Override' }));

    await waitFor(() => expect(select.textContent).toBe('Crane▾'));
    expect(api.callsTo('PATCH /api/bookings/7/lift').map((call) => call.body)).toEqual([
      { liftId: 2 },
      { liftId: 2, override: true, overrideReason: 'Owner brings slings' },
    ]);
    expect(screen.queryByRole('form', { name: 'Override the lift rules' })).toBeNull();
    expect(await screen.findByText('Lift assigned')).toBeTruthy();
  });

  it('when the override is cancelled, then the form goes and nothing more is sent', async () => {
    const { api, user } = setUp(anAdminBooking({ id: 7 }), {
      status: 409,
      body: {
        message:
          'Crane already has its 1 service at 10:00 AM on Dec 10. Choose another lift, or override with a reason.',
        code: 'lift_full',
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Lift' });
    await waitFor(() => expect(select.textContent).toBe('No lift▾'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Crane' }));
    const override = await screen.findByRole('form', { name: 'Override the lift rules' });
    await user.click(within(override).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Override the lift rules' })).toBeNull();
    expect(api.callsTo('PATCH /api/bookings/7/lift')).toHaveLength(1);
  });
});
