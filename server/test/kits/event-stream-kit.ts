import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { ApiClient } from '../api-client';
import { authorizationOf } from './api-token-kit';

/**
 * The live stream (GET /api/events) read as a browser reads it: over a real socket, with
 * fetch's streaming body, parsed as Server-Sent Events. supertest would wait for a response
 * that never ends.
 */

export interface ListeningApp {
  url: string;
  close(): Promise<void>;
}

/** The app on a port of its own; close() also cuts the streams still open. */
export async function listenOn(app: Express): Promise<ListeningApp> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** Signs in over the socket: the session cookie, as `name=value`. */
export async function signInCookie(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.includes('sid'));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

export function signOut(url: string, cookie: string): Promise<Response> {
  return fetch(`${url}/api/logout`, { method: 'POST', headers: { ...XHR, Cookie: cookie } });
}

export interface StreamMessage {
  event: string;
  id: string | undefined;
  data: string;
}

/** An `event: booking`'s data: { type, booking }. */
export interface BookingData {
  type: string;
  booking: Record<string, unknown> & { id: number };
}

export interface OpenStreamOptions {
  cookie?: string;
  lastEventId?: string;
  date?: string;
  headers?: Record<string, string>;
}

/** Long enough for a loaded machine; a test that waits this long has failed. */
const WAIT_MS = 5_000;

export class EventStream {
  /** Every event so far, in arrival order. */
  readonly messages: StreamMessage[] = [];
  /** Comment lines (heartbeats), without their colon. */
  readonly comments: string[] = [];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** Everything received, as text. */
  private raw = '';
  private consumed = 0;
  private wake = () => {};
  private finished = false;

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    this.ended = this.read().finally(() => {
      this.finished = true;
      this.wake();
    });
  }

  static async open(url: string, options: OpenStreamOptions = {}): Promise<EventStream> {
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...options.headers };
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.lastEventId !== undefined) headers['Last-Event-ID'] = options.lastEventId;
    const query = options.date ? `?date=${options.date}` : '';
    const abort = new AbortController();
    const response = await fetch(`${url}/api/events${query}`, { headers, signal: abort.signal });
    return new EventStream(response, abort);
  }

  get status(): number {
    return this.response.status;
  }

  /** The next event not yet taken (that `matches`, skipping others), or a failure after WAIT_MS. */
  async next(matches: (message: StreamMessage) => boolean = () => true): Promise<StreamMessage> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      while (this.consumed < this.messages.length) {
        const message = this.messages[this.consumed++]!;
        if (matches(message)) return message;
      }
      if (this.finished) throw new Error('the stream ended before the event arrived');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${WAIT_MS} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Events of type booking, parsed. */
  async nextBooking(matches: (data: BookingData) => boolean = () => true) {
    const message = await this.next(
      (m) => m.event === 'booking' && matches(JSON.parse(m.data) as BookingData),
    );
    return { id: message.id, ...(JSON.parse(message.data) as BookingData) };
  }

  /** Resolves when the server ends the stream, or fails after `waitMs`. */
  async endedInTime(waitMs = WAIT_MS): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`stream still open after ${waitMs} ms`)), waitMs);
    });
    try {
      await Promise.race([this.ended, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A refusal's JSON body (the stream ends with it). */
  async json(): Promise<unknown> {
    await this.ended;
    return JSON.parse(this.raw);
  }

  close(): void {
    this.abort.abort();
  }

  private async read(): Promise<void> {
    if (!this.response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    let fields: Partial<StreamMessage> & { data?: string } = {};
    try {
      for await (const chunk of this.response.body) {
        const part = decoder.decode(chunk as Uint8Array, { stream: true });
        this.raw += part;
        text += part;
        let newline = text.indexOf('\n');
        while (newline >= 0) {
          const line = text.slice(0, newline).replace(/\r$/, '');
          text = text.slice(newline + 1);
          fields = this.takeLine(line, fields);
          newline = text.indexOf('\n');
        }
        this.wake();
      }
    } catch {
      // Aborted by close(): the stream is over either way.
    }
  }

  private takeLine(line: string, fields: Partial<StreamMessage>): Partial<StreamMessage> {
    if (line === '') {
      if (fields.data !== undefined || fields.event !== undefined) {
        this.messages.push({
          event: fields.event ?? 'message',
          id: fields.id,
          data: fields.data ?? '',
        });
      }
      return {};
    }
    if (line.startsWith(':')) {
      this.comments.push(line.slice(1));
      return fields;
    }
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'event') return { ...fields, event: value };
    if (name === 'id') return { ...fields, id: value };
    if (name === 'data')
      return { ...fields, data: fields.data === undefined ? value : `${fields.data}\n${value}` };
    return fields;
  }
}

/** The cookies a supertest client holds for the app, as a Cookie header. */
function cookiesOf(client: ApiClient): string {
  const jar = (
    client.agent as unknown as {
      jar: { getCookies(access: object): { toValueString(): string } };
    }
  ).jar;
  return jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .toValueString();
}

/**
 * A supertest client's answer to a stream request, from its head alone: the status, then the
 * stream is closed (its body never ends, so supertest, which waits for it, cannot ask).
 */
export async function streamStatus(
  app: Express,
  client: ApiClient,
  path: string,
): Promise<{ status: number }> {
  const server = await listenOn(app);
  try {
    const response = await fetch(`${server.url}${path}`, {
      headers: { Cookie: cookiesOf(client), ...authorizationOf(client) },
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    return { status: response.status };
  } finally {
    await server.close();
  }
}
