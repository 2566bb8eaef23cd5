import { describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '@shared/schemas/push';
import { signUpOwner, type SignedInOwner } from '../../../test/factories';
import { browserKeys } from '../../../test/fake-push/push-decrypt';
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

  it('when another user subscribes an endpoint already registered, then it moves to them', async () => {
    const [first, second] = [await signUpOwner(t.app), await signUpOwner(t.app)];
    const body = subscription();
    expect((await subscribe(first, body)).status).toBe(201);
    expect((await subscribe(second, subscription(body.endpoint))).status).toBe(201);
    expect(await endpointsOf(first)).toEqual([]);
    expect(await endpointsOf(second)).toEqual([body.endpoint]);
  });

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
