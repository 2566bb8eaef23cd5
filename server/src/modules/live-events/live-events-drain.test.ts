import { describe, expect, it } from 'vitest';
import { EventStream, listenOn, signInCookie } from '../../../test/kits/event-stream-kit';
import { useTestApp } from '../../../test/use-test-app';
import { createDrainState } from '../../lifecycle/drain';

/**
 * A rolling restart (docs/decisions/0014-operations.md): streams never finish by themselves,
 * so when the drain begins each one ends at once; its client reconnects, and the balancer
 * sends it to an instance that is not on its way out.
 */
const t = useTestApp({ admin: true });

describe('live events and the drain', () => {
  it('when the drain begins, then every open stream ends at once, and one opened while draining ends as soon as it opens', async () => {
    const drain = createDrainState();
    const instance = await t.createInstance({ drain });
    const server = await listenOn(instance.app);
    try {
      const cookie = await signInCookie(server.url, t.admin.email, t.admin.password);
      const open = [
        await EventStream.open(server.url, { cookie }),
        await EventStream.open(server.url, { cookie, date: '2030-07-01' }),
      ];
      expect(open.map((stream) => stream.status)).toEqual([200, 200]);

      drain.begin();
      await Promise.all(open.map((stream) => stream.endedInTime()));

      const late = await EventStream.open(server.url, { cookie });
      expect(late.status).toBe(200);
      expect(late.response.headers.get('connection')).toBe('close');
      await late.endedInTime();
      expect(late.messages).toEqual([]);
    } finally {
      await server.close();
      await instance.close();
    }
  });
});
