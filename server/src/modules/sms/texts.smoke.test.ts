import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { freshMobile } from '../../../test/kits/sms-kit';
import { useTextApp } from '../../../test/kits/text-app';

/** npm test's one pass over texts, from the code to the booking's confirmation, on the embedded engine. */
const textApp = useTextApp();
const { t, textWorker } = textApp;

describe('texts smoke', () => {
  it('when an owner proves a mobile with the code Twilio delivered and books, then the confirmation reaches that mobile once', async () => {
    const casey = await signUpOwner(t.app);
    const mobile = freshMobile();
    const asked = await casey.client.post('/api/sms/verification', { phoneNumber: mobile.typed });
    expect(asked.status).toBe(200);

    const worker = textWorker();
    await worker.drain();
    const [codeText] = textApp.twilio.to(mobile.e164);
    const code = /^(\d{6}) is your Harbor Point Marina code\./.exec(codeText?.body ?? '')?.[1];
    expect(code).toBeDefined();
    const verified = await casey.client.post('/api/sms/verification/check', { code });
    expect(verified.status).toBe(200);

    const booked = await casey.client.post('/api/bookings', {
      serviceType: 'haul-out',
      sourceSlipType: 'my-wet-slip',
      destination: 'wash-pad',
      bookingDate: '2026-11-23',
      timeSlot: '12:00 PM',
      specialRequests: null,
    });
    expect(booked.status).toBe(201);
    await worker.drain();
    expect(textApp.twilio.to(mobile.e164).map((text) => text.body)).toEqual([
      codeText!.body,
      `Harbor Point Marina: Your haul out Mon Nov 23 12:00 PM is confirmed. Code ${booked.body.booking.confirmationCode}. Reply STOP to opt out.`,
    ]);
    expect(textApp.sink.to(casey.email)).toHaveLength(1);
  });
});
