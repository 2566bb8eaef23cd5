import { describe, expect, it } from 'vitest';
import type { BookingSnapshot } from '../../db/mail-payload';
import { renderPush } from './push-texts';

const booking: BookingSnapshot = {
  id: 7,
  confirmationCode: 'K7M2QX9P',
  serviceType: 'haul-out',
  bookingDate: '2027-04-16',
  timeSlot: '12:00 PM',
  sourceSlipType: 'my-wet-slip',
  destination: 'wash-pad',
  ownerName: 'Casey',
  ownerEmail: 'casey@example.com',
  specialRequests: null,
};
const site = { marinaName: 'Harbor Point Marina', marinaPhone: null };

describe('push bodies', () => {
  it('when the booking names a boat, then the push names it on one line; without one, "your"', () => {
    const body = (boatName?: string | null) =>
      renderPush(site, {
        kind: 'weather-hold',
        booking: { ...booking, boatName },
        previous: { bookingDate: '2027-04-15', timeSlot: '10:00 AM' },
        reason: 'Gale',
        moved: true,
      })!.body;
    expect(body('Sea\u202EBreeze\r\n')).toBe(
      "Weather hold (Gale). Sea Breeze's haul out K7M2QX9P moved from Thu Apr 15 10:00 AM to Fri Apr 16 12:00 PM.",
    );
    expect(body(undefined)).toMatch(/^Weather hold \(Gale\)\. Your haul out K7M2QX9P moved/);
    expect(body(null)).toMatch(/\. Your haul out K7M2QX9P/);
  });

  it('when the service is done, then the push says where the boat is by its name', () => {
    const push = renderPush(site, {
      kind: 'status-done',
      booking: { ...booking, boatName: 'Sea Breeze' },
    });
    expect(push?.body).toBe('Sea Breeze is out of the water. Your haul out K7M2QX9P is done.');
  });
});
