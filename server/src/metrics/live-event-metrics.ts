import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** The live stream (GET /api/events) as an operator watches it. */
export interface LiveEventMetrics {
  /** Streams open on this instance now. */
  openStreams: Gauge;
  /** Events written to streams, by event name: one per stream an event reaches. */
  sent: Counter<'event'>;
  /** Seconds from a change's commit (its booking_events row) to its write on a stream. */
  delay: Histogram;
}

/** The goal is under a second; the buckets tell a healthy stream from one that lags. */
const DELAY_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createLiveEventMetrics(registry: Registry): LiveEventMetrics {
  const registers = [registry];
  return {
    openStreams: new Gauge({
      name: 'marina_event_streams_open',
      help: 'Live event streams (GET /api/events) open on this instance',
      registers,
    }),
    sent: new Counter({
      name: 'marina_events_sent_total',
      help: "Live events written to streams, by event: 'booking' or 'resync' (one per stream reached)",
      labelNames: ['event'],
      registers,
    }),
    delay: new Histogram({
      name: 'marina_event_delay_seconds',
      help: 'Seconds from a booking change (its transaction) to its write on a live stream',
      buckets: DELAY_BUCKETS,
      registers,
    }),
  };
}
