import { describe, expect, it } from 'vitest';
import { useBookingApp } from '../../../test/kits/booking-app';
import { ownersBooking, setStatus, statusSet } from '../../../test/kits/service-status-kit';

/** npm test's one pass over service status on the embedded engine. */
const { t, mailsFor } = useBookingApp();

describe('service status smoke', () => {
  it('when the crew starts, finishes and undoes a service, then the booking follows, a refused move says 409, and the done mail waits and is withdrawn', async () => {
    const { id } = await ownersBooking(t);
    expect(await statusSet(t.admin.client, id, 'in_progress')).toMatchObject({
      serviceStatus: 'in_progress',
    });
    expect((await setStatus(t.admin.client, id, 'no_show')).status).toBe(409);
    expect(await statusSet(t.admin.client, id, 'done')).toMatchObject({ completed: true });
    const queued = (await mailsFor(id)).filter((m) => m.kind === 'status-done');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.parse('2030-06-10T12:00:00Z'));

    expect(await statusSet(t.admin.client, id, 'scheduled')).toMatchObject({ completed: false });
    expect((await mailsFor(id)).filter((m) => m.kind === 'status-done')).toEqual([]);
    const history = await t.admin.client.get(`/api/bookings/${id}/history`);
    expect(
      history.body.history
        .filter((e: { action: string }) => e.action === 'booking.status')
        .map((e: { summary: string }) => e.summary),
    ).toEqual([
      'Status set to In progress (was Scheduled)',
      'Status set to Done (was In progress)',
      'Status set to Scheduled (was Done)',
    ]);
  });
});
