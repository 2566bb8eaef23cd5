import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBooking } from './create-booking';

describe('createBooking', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when given a key, then the POST carries it as the Idempotency-Key header', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ booking: { id: 7 } }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const booking = await createBooking(
      {
        serviceType: 'haul-out',
        sourceSlipType: 'my-wet-slip',
        destination: 'wash-pad',
        bookingDate: '2030-07-01',
        timeSlot: '10:00 AM',
      },
      'key-abc',
    );
    expect(booking).toEqual({ id: 7 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({
      'Idempotency-Key': 'key-abc',
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    });
  });
});
