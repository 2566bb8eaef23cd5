import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../../test/kits/booking-kit';
import {
  EventStream,
  listenOn,
  signInCookie,
  type ListeningApp,
} from '../../../test/kits/event-stream-kit';
import { useTestApp } from '../../../test/use-test-app';

/** The embedded engine's stream: notifications in process, resume from the same log. */
const t = useTestApp({ admin: true, owner: true });
let server: ListeningApp;

beforeAll(async () => {
  server = await listenOn(t.app);
});
afterAll(async () => {
  await server?.close();
});

describe('live events (smoke)', () => {
  it('when an owner books, then the open stream gets it, and a reconnection after it gets the next change', async () => {
    const cookie = await signInCookie(server.url, t.admin.email, t.admin.password);
    const stream = await EventStream.open(server.url, { cookie });
    const first = await book(t.owner);
    const created = await stream.nextBooking((d) => d.booking.id === first.body.booking.id);
    expect(created.type).toBe('created');
    stream.close();

    const second = await book(t.owner);
    const again = await EventStream.open(server.url, { cookie, lastEventId: created.id });
    const missed = await again.nextBooking();
    expect([missed.type, missed.booking.id]).toEqual(['created', second.body.booking.id]);
    again.close();
  });
});
