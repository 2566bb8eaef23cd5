import { vi } from 'vitest';

/**
 * The browser's EventSource, which happy-dom lacks, for component tests of live screens: a test
 * opens the stream, sends named events and drops it, as the server would. Streams the page
 * opened are kept, newest last.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.CONNECTING;

  constructor(url: string, init?: { withCredentials?: boolean }) {
    super();
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered: the stream is open. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** One event as the server writes it (`event: <type>`, `data: <json>`). */
  send(type: string, data: unknown, id = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }

  /** The connection dropped; the browser will try again (or not, when `closed`). */
  drop({ closed = false } = {}) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

/** Puts FakeEventSource in place of the page's EventSource (undone after each test). */
export function fakeEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  /** The stream the page has open now. */
  return () => {
    const open = FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED);
    const current = open.at(-1);
    if (!current) throw new Error('The page has no event stream open');
    return current;
  };
}
