import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@shared/test/wait-for';
import { signUpAdmin, signUpOwner, type SignedInOwner } from '../../test/factories';
import { book } from '../../test/kits/booking-kit';
import {
  EventStream,
  listenOn,
  signInCookie,
  type ListeningApp,
} from '../../test/kits/event-stream-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLogger } from '../lib/logger';
import { createMetrics } from './metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { scrape } from './scrape-kit';

/** The live stream as an operator watches it: streams open, events sent, their delay. */
const silent = createLogger('silent');
let t: TestApp;
let listener: MetricsServer;
let server: ListeningApp;
let admin: SignedInOwner;
let owner: SignedInOwner;

beforeAll(async () => {
  t = await createTestApp({
    metrics: (database) => createMetrics({ database, logger: silent }),
  });
  listener = await startMetricsServer(t.metrics!, { port: 0, host: '127.0.0.1', logger: silent });
  server = await listenOn(t.app);
  admin = await signUpAdmin(t);
  owner = await signUpOwner(t.app);
});
afterAll(async () => {
  await server?.close();
  await listener?.close();
  await t?.close();
});

describe('live event metrics', () => {
  it('when two streams are open and a booking is made, then the gauge shows two, each write is counted with its delay, and closing them takes the gauge back', async () => {
    const before = await scrape(listener.url);
    const cookie = await signInCookie(server.url, admin.email, admin.password);
    const streams = [
      await EventStream.open(server.url, { cookie }),
      await EventStream.open(server.url, { cookie }),
    ];
    const open = (await scrape(listener.url)).value('marina_event_streams_open');
    expect(open).toBe((before.value('marina_event_streams_open') ?? 0) + 2);

    const res = await book(owner);
    expect(res.status).toBe(201);
    await Promise.all(streams.map((stream) => stream.nextBooking()));

    const after = await scrape(listener.url);
    const delta = (name: string, labels?: Record<string, string>) =>
      (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
    expect(delta('marina_events_sent_total', { event: 'booking' })).toBe(2);
    expect(delta('marina_event_delay_seconds_count')).toBe(2);
    expect(after.value('marina_event_delay_seconds_sum')).toBeGreaterThan(0);

    for (const stream of streams) stream.close();
    const streamsBefore = before.value('marina_event_streams_open') ?? 0;
    await waitFor(async () => {
      const open = (await scrape(listener.url)).value('marina_event_streams_open');
      if (open === streamsBefore) return true;
      throw new Error(`it reports ${open}`);
    }, `marina_event_streams_open to be back to ${streamsBefore}`);
  });
});
