import { Session } from 'better-sse';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { LIVE_EVENT_NAMES } from '@shared/schemas/live-events';
import { safeError } from '../../lib/log-safe';
import type { LiveEventMetrics } from '../../metrics/live-event-metrics';
import type { EventSubscriber } from './event-dispatcher';
import { HEARTBEAT_TEXT, resyncMessage, type LiveEvent } from './live-event-presenter';
import type { Resume } from './resume';

export interface LiveStreamOptions {
  req: Request;
  res: Response;
  /** One marina day's events only. */
  date?: string;
  heartbeatMs: number;
  /** Asked after each heartbeat, and when an access change is announced; false ends the stream. */
  stillAllowed(): Promise<boolean>;
  metrics?: LiveEventMetrics;
  logger: Logger;
}

/** How long a client is asked to wait before it reconnects (the SSE `retry` field). */
const RETRY_MS = 2_000;
/** A client that reads no faster than this much piles up behind: it is cut off and resumes. */
const MAX_UNREAD_BYTES = 1024 * 1024;

/**
 * One open stream. Events the dispatcher hands over before the stream has written its resume
 * (the replay or the resync) wait, and none is written twice.
 */
export class LiveStream implements EventSubscriber {
  /** Held until the resume is written; undefined once events go straight out. */
  private held: LiveEvent[] | undefined = [];
  private replayed = new Set<number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private checking = false;
  /** An access change was announced while a check was running: it may have read the old state. */
  private checkAgain = false;
  private started = false;
  /** end() was called; before the head is out it takes effect once the head is sent. */
  private ended = false;
  private closeConnection = false;
  readonly closed: Promise<void>;

  constructor(private readonly options: LiveStreamOptions) {
    this.closed = new Promise((resolve) => options.res.once('close', resolve));
    void this.closed.then(() => this.stopHeartbeat());
  }

  deliver(events: readonly LiveEvent[]): void {
    const mine = events.filter((event) => this.wants(event));
    if (this.held) this.held.push(...mine);
    else this.write(mine.filter((event) => !this.replayed.has(event.id)));
  }

  /** Sends the head, then what the client missed, then whatever arrived meanwhile. */
  async open(resume: () => Promise<Resume>): Promise<void> {
    const { req, res } = this.options;
    if (res.destroyed) return;
    const session = new Session(req, res, {
      retry: RETRY_MS,
      // Our own heartbeat: it also checks the user (stillAllowed).
      keepAlive: null,
      // Last-Event-ID is read from its header alone, by resumeAfter.
      trustClientEventId: false,
      // /api's no-store is kept; no-transform keeps compression from buffering the stream.
      headers: { 'Cache-Control': 'no-store, no-transform' },
    });
    await new Promise<void>((resolve) => session.once('connected', resolve));
    // Only now may the response end: the library writes the head on the next turn.
    this.started = true;
    if (this.ended) return this.finish();
    const first = await resume();
    if (first.kind === 'resync')
      this.writeText(resyncMessage(first.newest), LIVE_EVENT_NAMES.resync);
    if (first.kind === 'replay') {
      this.write(first.events);
      this.replayed = new Set(first.events.map((event) => event.id));
    }
    const held = this.held ?? [];
    this.held = undefined;
    this.write(held.filter((event) => !this.replayed.has(event.id)));
    this.startHeartbeat();
  }

  /** Asks whether the user may still read the stream now, not at the next heartbeat. */
  recheck(): void {
    void this.check();
  }

  /** Ends the stream; the client reconnects (after `retry`) unless it is told otherwise. */
  end(options: { closeConnection?: boolean } = {}): void {
    if (this.ended) return;
    this.ended = true;
    this.closeConnection = options.closeConnection ?? false;
    this.stopHeartbeat();
    if (this.started) this.finish();
  }

  private finish() {
    const { req, res } = this.options;
    // Draining: the client's next request opens a new connection, which the balancer sends
    // to an instance that is not on its way out.
    if (this.closeConnection) res.once('finish', () => req.socket.end());
    res.end();
  }

  private wants(event: LiveEvent): boolean {
    const { date } = this.options;
    return !date || event.bookingDate === date || event.previousDate === date;
  }

  private write(events: readonly LiveEvent[]) {
    for (const event of events) {
      this.writeText(event.text, event.name);
      this.options.metrics?.delay.observe((Date.now() - event.createdAt.getTime()) / 1000);
    }
  }

  private writeText(text: string, name: string) {
    const { res } = this.options;
    if (this.ended || !res.writable) return;
    res.write(text);
    this.options.metrics?.sent.inc({ event: name });
    if (res.writableLength > MAX_UNREAD_BYTES) this.end();
  }

  private startHeartbeat() {
    if (this.ended) return;
    this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs);
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async beat() {
    const { res } = this.options;
    if (this.ended || !res.writable) return;
    res.write(HEARTBEAT_TEXT);
    await this.check();
  }

  /** One check at a time; a request during one runs another after it. */
  private async check() {
    if (this.ended) return;
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = true;
    try {
      do {
        this.checkAgain = false;
        if (!(await this.options.stillAllowed())) this.end();
      } while (this.checkAgain && !this.ended);
    } catch (error) {
      // The database away: keep the stream; the next heartbeat asks again.
      this.options.logger.warn({ err: safeError(error) }, 'live stream could not check its user');
    } finally {
      this.checking = false;
    }
  }
}
