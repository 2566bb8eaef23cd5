import { describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '@shared/schemas/push';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { browserKeys } from '../../../test/fake-push/push-decrypt';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { pushSubscriptions } from '../../db/schema';

/** The push routes with the address guard on, as in production (PUSH_ALLOW_PRIVATE unset). */
const t = useTestApp({ admin: true });

let serial = 0;
/** A subscription on a public address (never contacted by these tests). */
function subscription(endpoint = `https://93.184.215.14/push/${++serial}-${Date.now()}`) {
  const keys = browserKeys();
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
const endpointsOf = async (owner: SignedInOwner) =>
  (await t.database.db.select().from(pushSubscriptions))
    .filter((row) => row.userId === owner.user.id)
    .map((row) => row.endpoint);
const subscribe = (owner: SignedInOwner, body: object) =>
  owner.client.post('/api/push/subscriptions', body);

describe('the VAPID key', () => {
  it('when a signed-in user asks, then they get the public key, the same on every call and never the private one', async () => {
    const owner = await signUpOwner(t.app);
    const first = await owner.client.get('/api/push/key');
    expect(first.status).toBe(200);
    expect(Object.keys(first.body as object)).toEqual(['publicKey']);
    expect((first.body as { publicKey: string }).publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await owner.client.get('/api/push/key')).body).toEqual(first.body);
    const other = await t.createInstance();
    try {
      const again = await signUpOwner(other.app);
      expect((await again.client.get('/api/push/key')).body).toEqual(first.body);
    } finally {
      await other.close();
    }
  });
});

describe('subscribing a browser', () => {
  it('when an owner subscribes, then 201 with the endpoint; the same again is 200 and still one row', async () => {
    const owner = await signUpOwner(t.app);
    const body = subscription();
    const first = await subscribe(owner, body);
    expect(first.status).toBe(201);
    expect(first.body.subscription).toMatchObject({ endpoint: body.endpoint });
    expect(JSON.stringify(first.body)).not.toContain(body.keys.auth);
    expect((await subscribe(owner, body)).status).toBe(200);
    expect(await endpointsOf(owner)).toEqual([body.endpoint]);
  });

  it('when another user subscribes an endpoint already registered with its keys, then it moves to them', async () => {
    const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const body = subscription();
    expect((await subscribe(first, body)).status).toBe(201);
    expect((await subscribe(second, body)).status).toBe(201);
    expect(await endpointsOf(first)).toEqual([]);
    expect(await endpointsOf(second)).toEqual([body.endpoint]);
  });

  it.each([
    ['other keys', (held: ReturnType<typeof subscription>) => subscription(held.endpoint)],
    [
      'the auth secret but another public key',
      (held: ReturnType<typeof subscription>) => ({
        ...held,
        keys: { ...held.keys, p256dh: browserKeys().p256dh },
      }),
    ],
    [
      'the public key but another auth secret',
      (held: ReturnType<typeof subscription>) => ({
        ...held,
        keys: { ...held.keys, auth: browserKeys().auth },
      }),
    ],
  ])(
    'when another user subscribes an endpoint already registered with %s, then 409 and it stays where it was, keys and all',
    async (_, claim) => {
      const [holder, claimant] = [await signUpOwner(t.app), await signUpOwner(t.app)];
      const held = subscription();
      expect((await subscribe(holder, held)).status).toBe(201);
      const before = await t.database.db.select().from(pushSubscriptions);
      const res = await subscribe(claimant, claim(held));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'push_endpoint_held',
        message:
          'Another account holds this browser’s notifications. Turn notifications off and on again here to get your own.',
      });
      expect(await t.database.db.select().from(pushSubscriptions)).toEqual(before);
    },
  );

  it('when the same user subscribes an endpoint again with new keys, then 200 and the keys are refreshed', async () => {
    const owner = await signUpOwner(t.app);
    const body = subscription();
    expect((await subscribe(owner, body)).status).toBe(201);
    const renewed = subscription(body.endpoint);
    expect((await subscribe(owner, renewed)).status).toBe(200);
    const rows = (await t.database.db.select().from(pushSubscriptions)).filter(
      (row) => row.endpoint === body.endpoint,
    );
    expect(rows).toEqual([
      expect.objectContaining({ userId: owner.user.id, auth: renewed.keys.auth }),
    ]);
  });

  it.runIf(needsPostgresServer())(
    'when two users subscribe the same new endpoint at once with their own keys, then one holds it and the other gets 409',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const [one, two] = [await signUpOwner(t.app), await signUpOwner(t.app)];
        const endpoint = subscription().endpoint;
        const bodies = [subscription(endpoint), subscription(endpoint)];
        const answers = await Promise.all([subscribe(one, bodies[0]!), subscribe(two, bodies[1]!)]);
        const statuses = answers.map((res) => res.status);
        expect([...statuses].sort()).toEqual([201, 409]);
        const winner = statuses[0] === 201 ? 0 : 1;
        const rows = (await t.database.db.select().from(pushSubscriptions)).filter(
          (row) => row.endpoint === endpoint,
        );
        expect(rows).toEqual([
          expect.objectContaining({
            userId: [one, two][winner]!.user.id,
            auth: bodies[winner]!.keys.auth,
          }),
        ]);
      }
    },
  );

  it(`when an owner subscribes more than ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers, then the least recently subscribed goes`, async () => {
    const owner = await signUpOwner(t.app);
    const bodies = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS_PER_USER + 1 }, () =>
      subscription(),
    );
    for (const body of bodies) expect((await subscribe(owner, body)).status).toBe(201);
    const kept = await endpointsOf(owner);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(kept).not.toContain(bodies[0]!.endpoint);
  });

  it.each([
    ['plain http', 'http://93.184.215.14/push/1', 'endpoint'],
    ['not a URL', 'push service', 'endpoint'],
    ['a password in the URL', 'https://user:pw@93.184.215.14/push/1', 'endpoint'],
    ['a control character', 'https://93.184.215.14/push/\u0007', 'endpoint'],
    ['an endpoint too long', `https://93.184.215.14/${'a'.repeat(1100)}`, 'endpoint'],
  ])(
    'when the endpoint is %s, then 400 names the field and nothing is saved',
    async (_, endpoint, path) => {
      const owner = await signUpOwner(t.app);
      const res = await subscribe(owner, subscription(endpoint));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      expect(await endpointsOf(owner)).toEqual([]);
    },
  );

  it.each([
    ['a key of the wrong length', { p256dh: 'BAAA' }, 'keys.p256dh'],
    ['a compressed key', { p256dh: `A${browserKeys().p256dh.slice(1)}` }, 'keys.p256dh'],
    ['a point off the curve', { p256dh: `B${'A'.repeat(85)}E` }, 'keys.p256dh'],
    ['an auth secret of 12 bytes', { auth: 'AAAAAAAAAAAAAAAA' }, 'keys.auth'],
    ['an auth secret in plain base64', { auth: 'AAAAAAAAAAAAAAAAAAAA+A' }, 'keys.auth'],
  ])(
    'when the keys carry %s, then 400 names the field and nothing is saved',
    async (_, bad, path) => {
      const owner = await signUpOwner(t.app);
      const body = subscription();
      const res = await subscribe(owner, { ...body, keys: { ...body.keys, ...bad } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
      expect(await endpointsOf(owner)).toEqual([]);
    },
  );

  it.each([
    ['loopback', 'https://127.0.0.1:8443/push/1'],
    ['a name for loopback', 'https://localhost/push/1'],
    ['private', 'https://10.1.2.3/push/1'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/push/1'],
    ['IPv6 loopback', 'https://[::1]/push/1'],
    ['IPv4 mapped in IPv6', 'https://[::ffff:192.168.1.5]/push/1'],
  ])(
    'when the endpoint’s host is %s, then 422 with a field error and nothing is saved',
    async (_, endpoint) => {
      const owner = await signUpOwner(t.app);
      const res = await subscribe(owner, subscription(endpoint));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'push_endpoint_refused',
        errors: [{ path: 'endpoint', message: expect.stringContaining('cannot be used') }],
      });
      expect(await endpointsOf(owner)).toEqual([]);
    },
  );
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';
const subscribeFrom = (owner: SignedInOwner, body: object, userAgent: string) =>
  subscribe(owner, body).set('User-Agent', userAgent);
const devicesOf = (owner: SignedInOwner) => owner.client.get('/api/push/subscriptions');

describe('the device list', () => {
  it('when an owner lists their devices, then each shows its browser named from the User-Agent, when it was added and no push yet; never the User-Agent, keys or another user’s', async () => {
    const [owner, other] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const phone = subscription();
    const laptop = subscription();
    expect((await subscribeFrom(owner, phone, ANDROID_CHROME)).status).toBe(201);
    expect((await subscribeFrom(owner, laptop, MAC_FIREFOX)).status).toBe(201);
    await subscribeFrom(other, subscription(), ANDROID_CHROME);

    const res = await devicesOf(owner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      subscriptions: [
        {
          id: expect.any(Number),
          browser: 'Chrome on Android',
          endpoint: phone.endpoint,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          lastPushAt: null,
        },
        {
          id: expect.any(Number),
          browser: 'Firefox on Mac',
          endpoint: laptop.endpoint,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          lastPushAt: null,
        },
      ],
    });
    const text = JSON.stringify(res.body);
    for (const secret of [phone.keys.auth, phone.keys.p256dh, 'Pixel 8', 'Gecko']) {
      expect(text).not.toContain(secret);
    }
  });

  it('when a browser that sent no User-Agent subscribed, then it is listed as an unknown browser', async () => {
    const owner = await signUpOwner(t.app);
    await subscribeFrom(owner, subscription(), '');
    expect((await devicesOf(owner)).body.subscriptions).toEqual([
      expect.objectContaining({ browser: 'Unknown browser' }),
    ]);
  });

  it('when a subscription moves to another account with its keys, then it is listed there as added now and under its new browser name', async () => {
    const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const body = subscription();
    await subscribeFrom(first, body, MAC_FIREFOX);
    const [before] = (await devicesOf(first)).body.subscriptions as { createdAt: string }[];
    expect((await subscribeFrom(second, body, ANDROID_CHROME)).status).toBe(201);
    expect((await devicesOf(first)).body.subscriptions).toEqual([]);
    const [moved] = (await devicesOf(second)).body.subscriptions as {
      createdAt: string;
      browser: string;
    }[];
    expect(moved?.browser).toBe('Chrome on Android');
    expect(Date.parse(moved!.createdAt)).toBeGreaterThanOrEqual(Date.parse(before!.createdAt));
  });

  it('when an owner removes a device by its id, then 204 and it is gone; another user’s id and a missing one are 404 and nothing changes', async () => {
    const [owner, other] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    await subscribe(owner, subscription());
    const kept = subscription();
    await subscribe(owner, kept);
    await subscribe(other, subscription());
    const [mine] = (await devicesOf(owner)).body.subscriptions as { id: number }[];
    const [theirs] = (await devicesOf(other)).body.subscriptions as { id: number }[];

    const removed = await owner.client.delete(`/api/push/subscriptions/${mine!.id}`);
    expect(removed.status).toBe(204);
    expect(await endpointsOf(owner)).toEqual([kept.endpoint]);

    const foreign = await owner.client.delete(`/api/push/subscriptions/${theirs!.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      code: 'not_found',
      message: 'That device is not receiving your notifications',
    });
    expect((await devicesOf(other)).body.subscriptions).toHaveLength(1);
    const again = await owner.client.delete(`/api/push/subscriptions/${mine!.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(foreign.body);
  });
});

describe('unsubscribing', () => {
  it('when an owner removes their endpoint, then 204 and it is gone; another user’s endpoint is 404 and left alone', async () => {
    const [owner, other] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const mine = subscription();
    const theirs = subscription();
    await subscribe(owner, mine);
    await subscribe(other, theirs);
    const removeMine = await owner.client.delete('/api/push/subscriptions', {
      endpoint: mine.endpoint,
    });
    expect(removeMine.status).toBe(204);
    const removeTheirs = await owner.client.delete('/api/push/subscriptions', {
      endpoint: theirs.endpoint,
    });
    expect(removeTheirs.status).toBe(404);
    expect(removeTheirs.body.message).toBe('This browser is not subscribed to your notifications');
    expect(await endpointsOf(owner)).toEqual([]);
    expect(await endpointsOf(other)).toEqual([theirs.endpoint]);
  });

  it('when the user is deleted, then their subscriptions go with them', async () => {
    const owner = await signUpOwner(t.app);
    await subscribe(owner, subscription());
    const admin = t.admin;
    expect((await admin.client.delete(`/api/users/${owner.user.id}`)).status).toBeLessThan(300);
    expect(await endpointsOf(owner)).toEqual([]);
  });
});

describe('an endpoint web-push would read differently', () => {
  it('when the host is a name to the WHATWG parser but 127.0.0.1 to url.parse, then 422 names the two readings and nothing is saved', async () => {
    const owner = await signUpOwner(t.app);
    const res = await subscribe(owner, subscription('https://127.0.0.1;.x.example/push/1'));
    expect(res.status).toBe(422);
    const message = expect.stringContaining(
      'URL parsers disagree on the host (127.0.0.1;.x.example or 127.0.0.1)',
    );
    expect(res.body).toMatchObject({
      code: 'push_endpoint_refused',
      message,
      errors: [{ path: 'endpoint', message }],
    });
    expect(await endpointsOf(owner)).toEqual([]);
  });
});
