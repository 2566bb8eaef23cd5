import { Agent, type AgentOptions, type RequestOptions } from 'node:https';
import { isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import webpush from 'web-push';
import type { PushNews } from '@shared/api/push';
import {
  AddressRefusedError,
  checkTarget,
  type CheckedTarget,
  type Resolve,
} from '../../lib/address-guard';
import type { VapidDetails } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  vapid: VapidDetails;
  /** Seconds the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  timeoutMs: number;
  /** PUSH_ALLOW_PRIVATE (tests only): loopback and private endpoints. */
  allowPrivate: boolean;
  /** Tests only: the certificate of the local push endpoint, trusted besides the system's. */
  ca?: string;
  resolve?: Resolve;
}

/**
 * How one push went: taken; gone for good (404, 410: forget the subscription); refused for this
 * message (another 4xx, or the endpoint now resolves to a private address); or failed for now
 * (5xx, 429, the network), to try again with the queue's backoff. `reason` never holds the
 * endpoint, which works as a credential for the browser it names.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; reason: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string };

/**
 * Sends one push with web-push, encrypted for the browser's keys and signed with VAPID. The
 * endpoint's host is checked at each send (a name may point elsewhere since it was saved) and
 * the connection goes to the address checked, never one a second lookup gives; web-push does
 * not follow redirects, so a 3xx is an answer like any other.
 */
export async function sendPush(
  target: PushTarget,
  message: PushNews,
  options: PushSendOptions,
): Promise<PushOutcome> {
  let checked;
  try {
    checked = await checkTarget(target.endpoint, {
      allowPrivate: options.allowPrivate,
      resolve: options.resolve,
    });
  } catch (error) {
    if (error instanceof AddressRefusedError) return { kind: 'refused', reason: error.message };
    throw error;
  }
  const agent = pinnedAgent(checked, options.ca);
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: options.vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        timeout: options.timeoutMs,
        agent,
      },
    );
    return { kind: 'sent' };
  } catch (error) {
    return outcomeOf(error);
  } finally {
    agent.destroy();
  }
}

/**
 * An agent whose every connection goes to the checked address, whatever host web-push read
 * from the endpoint (it parses it again, with url.parse). A pinned lookup alone would not do:
 * Node connects to an IP literal without a lookup. TLS still checks the certificate against the
 * endpoint's name, or its address when the endpoint is an IP literal.
 */
export function pinnedAgent(checked: CheckedTarget, ca?: string): Agent {
  return new PinnedAgent(checked, { keepAlive: false, ...(ca ? { ca } : {}) });
}

class PinnedAgent extends Agent {
  private readonly checked: CheckedTarget;

  constructor(checked: CheckedTarget, options: AgentOptions) {
    super(options);
    this.checked = checked;
  }

  override createConnection(
    options: RequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const { address, hostname } = this.checked;
    const servername = isIP(hostname) ? '' : hostname;
    return super.createConnection({ ...options, host: address, servername }, callback);
  }
}

function outcomeOf(error: unknown): PushOutcome {
  if (!(error instanceof webpush.WebPushError)) {
    const code = (error as { code?: unknown }).code;
    return {
      kind: 'failed',
      reason: `push not delivered: ${typeof code === 'string' ? code : 'network error'}`,
    };
  }
  const reason = `push service answered ${error.statusCode}`;
  if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone', reason };
  if (error.statusCode === 429 || error.statusCode >= 500) return { kind: 'failed', reason };
  return { kind: 'refused', reason };
}
