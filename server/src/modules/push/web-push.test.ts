import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startPushEndpoint, type PushEndpoint } from '../../../test/fake-push/push-endpoint';
import { pinnedAgent, sendPush, type PushSendOptions } from './web-push';

let endpoint: PushEndpoint;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
});
afterAll(() => endpoint.close());

const message = { title: 'Harbor Point Marina', body: 'Test', url: '/my-bookings', tag: 'test' };
const sendOptions = (more: Partial<PushSendOptions> = {}): PushSendOptions => ({
  vapid: { subject: 'mailto:office@example.test', ...webpush.generateVAPIDKeys() },
  ttlSeconds: 60,
  urgency: 'normal',
  timeoutMs: 2000,
  allowPrivate: false,
  ca: endpoint.ca,
  ...more,
});

describe('where a push connects', () => {
  it('when a saved endpoint is a name to the WHATWG parser but 127.0.0.1 to web-push’s url.parse, then the send is refused without connecting', async () => {
    const browser = endpoint.browser();
    const target = {
      ...browser.subscription.keys,
      endpoint: `https://127.0.0.1;.x.example/push/${browser.id}`,
    };
    // The name resolves to a public address: only the two readings differ.
    const resolve = () => Promise.resolve([{ address: '93.184.215.14', family: 4 }]);
    expect(await sendPush(target, message, sendOptions({ resolve }))).toEqual({
      kind: 'refused',
      reason: 'refused: URL parsers disagree on the host (127.0.0.1;.x.example or 127.0.0.1)',
    });
  });

  it('when the request names another host, even an IP literal Node connects to without a lookup, then the pinned agent still connects to the checked address', async () => {
    const port = Number(new URL(endpoint.origin).port);
    const agent = pinnedAgent(
      { url: new URL(endpoint.origin), hostname: '127.0.0.1', address: '127.0.0.1', family: 4 },
      endpoint.ca,
    );
    try {
      const status = await new Promise<number>((resolve, reject) => {
        // 192.0.2.1 (documentation) answers nobody: only the pin can make this arrive.
        const req = request(
          { host: '192.0.2.1', port, path: '/push/nobody', method: 'POST', agent, timeout: 1500 },
          (res) => {
            resolve(res.statusCode ?? 0);
            res.resume();
          },
        );
        req.on('timeout', () => req.destroy(new Error('timed out: not pinned')));
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(404);
    } finally {
      agent.destroy();
    }
  });
});
