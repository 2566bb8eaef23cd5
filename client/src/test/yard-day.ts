import type { AdminBooking } from '@shared/api/booking-views';
import { ok, type FakeReply, type FakeRequest } from './fake-api';

/**
 * A day's bookings as the server holds them, for the office's live screens: GET /api/bookings
 * answers `read`, and the status and lift routes keep what they are sent, as the server does.
 */
export function aYardDay(bookings: AdminBooking[]) {
  let rows = bookings;
  const save =
    (id: number, change: (body: unknown) => Partial<AdminBooking>) =>
    ({ body }: FakeRequest): FakeReply => {
      rows = rows.map((row) => (row.id === id ? { ...row, ...change(body) } : row));
      return ok({ booking: rows.find((row) => row.id === id) });
    };
  return {
    read: () => ok({ bookings: rows, total: rows.length }),
    /** PATCH /api/bookings/{id}/status. */
    saveStatus: (id: number) =>
      save(id, (body) => ({
        serviceStatus: (body as { status: AdminBooking['serviceStatus'] }).status,
      })),
    /** PATCH /api/bookings/{id}/lift. */
    saveLift: (id: number) =>
      save(id, (body) => ({ liftId: (body as Pick<AdminBooking, 'liftId'>).liftId })),
  };
}
