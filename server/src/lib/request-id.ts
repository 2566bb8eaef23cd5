import { randomUUID } from 'node:crypto';

/**
 * A request id joins a client's or a balancer's trace to our log lines, and it is echoed in
 * the X-Request-Id header and in a 500's "Reference: …". One sent by the client is kept only
 * when it is a short token (a UUID, a 32-hex trace id); anything else (long text a support
 * page would show, spaces, quotes, dots first, non-ASCII) is replaced by our own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
