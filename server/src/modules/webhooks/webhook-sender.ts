import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  AddressRefusedError,
  checkTarget,
  type CheckedTarget,
  type Resolve,
} from '../../lib/address-guard';
import { signatureHeader } from './webhook-signature';

export const WEBHOOK_USER_AGENT = 'Marina-Scheduler-Webhooks/1.0';

export interface OutgoingWebhook {
  url: string;
  secret: string;
  eventId: string;
  /** The event as JSON, byte for byte what is signed and sent, the same on every attempt. */
  body: string;
}

export interface SendOptions {
  /** The attempt's time: the signature's t. */
  now: Date;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolve;
}

/** One attempt as webhook_attempts keeps it. */
export interface SendResult {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

class DeadlineError extends Error {}

/**
 * One POST of one event, through node:http(s) rather than fetch so that the connection goes to
 * the address the guard checked (a pinned lookup; Host and the TLS name stay the URL's) and a
 * redirect is an answer, never followed. The timeout covers the lookup, connection and answer.
 */
export async function sendWebhook(
  outgoing: OutgoingWebhook,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DeadlineError()), options.timeoutMs);
  try {
    const target = await raceDeadline(
      checkTarget(outgoing.url, { allowPrivate: options.allowPrivate, resolve: options.resolve }),
      deadline.signal,
    );
    const statusCode = await post(target, outgoing, options.now, deadline.signal);
    const delivered = statusCode >= 200 && statusCode < 300;
    // Any other status speaks for itself; a redirect is named, since it was not followed.
    const error = statusCode >= 300 && statusCode < 400 ? 'redirect not followed' : null;
    return { delivered, statusCode, error, durationMs: elapsed() };
  } catch (error) {
    return {
      delivered: false,
      statusCode: null,
      error: describe(error, options),
      durationMs: elapsed(),
    };
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown, options: SendOptions): string {
  if (
    error instanceof DeadlineError ||
    (error instanceof Error && error.cause instanceof DeadlineError)
  ) {
    return `timed out after ${Number((options.timeoutMs / 1000).toFixed(1))} s`;
  }
  if (error instanceof AddressRefusedError) return error.message;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 500);
}

function raceDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function post(
  target: CheckedTarget,
  outgoing: OutgoingWebhook,
  now: Date,
  signal: AbortSignal,
): Promise<number> {
  const { url } = target;
  // The connection goes to the checked address whatever the name resolves to by now.
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const options: RequestOptions & { servername?: string } = {
    method: 'POST',
    hostname: target.hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    lookup: pinned,
    agent: false,
    signal,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(outgoing.body),
      'User-Agent': WEBHOOK_USER_AGENT,
      'X-Marina-Webhook-Id': outgoing.eventId,
      'X-Marina-Signature': signatureHeader(outgoing.secret, outgoing.body, now),
    },
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  if (url.protocol === 'https:' && !isIP(target.hostname)) options.servername = target.hostname;
  return new Promise<number>((resolve, reject) => {
    const req = send(options, (res) => {
      // Only the status matters; the body is not read, so an endless one costs nothing.
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    req.on('error', reject);
    req.end(outgoing.body);
  });
}
