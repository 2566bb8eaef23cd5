import { describe, expect, it } from 'vitest';
import { signUpOwner } from '../../../test/factories';
import { book, freshDate } from '../../../test/kits/booking-kit';
import { usePushApp } from '../../../test/kits/push-kit';

/** npm test's one pass over web push on the embedded engine: subscribe, book, decrypt, remove. */
const pushApp = usePushApp();
const { t, worker, subscribedBrowser, pushRows } = pushApp;

describe('push smoke', () => {
  it('when an owner subscribes a browser and books, then the browser decrypts the confirmation; once removed it gets nothing more', async () => {
    const owner = await signUpOwner(t.app);
    expect((await owner.client.get('/api/push/key')).status).toBe(200);
    const browser = await subscribedBrowser(owner);
    const res = await book(owner, { bookingDate: freshDate() });
    expect(res.status).toBe(201);
    await worker().drain();
    const [push] = pushApp.endpoint.received(browser);
    expect(push?.payload.body).toContain(res.body.booking.confirmationCode as string);
    const removed = await owner.client.delete('/api/push/subscriptions', {
      endpoint: browser.subscription.endpoint,
    });
    expect(removed.status).toBe(204);
    expect((await book(owner, { bookingDate: freshDate() })).status).toBe(201);
    await worker().drain();
    expect(pushApp.endpoint.received(browser)).toHaveLength(1);
    expect((await pushRows(owner.user.id)).map((row) => row.status)).toEqual(['sent']);
  });
});
