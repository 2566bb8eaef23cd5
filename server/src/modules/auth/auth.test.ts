import request from 'supertest';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { apiClient, logIn, expectFieldErrors } from '../../../test/api-client';
import { signUpOwner, uniqueEmail } from '../../../test/factories';
import { needsPostgresServer } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'harbor-pass-1',
  fullName: 'Robin Keel',
  storageType: 'dry-storage',
  phoneNumber: '555-0101',
  isVibMember: true,
  ...overrides,
});

describe('POST /api/register', () => {
  it('when the payload is valid, then it creates user and profile and signs in', async () => {
    const client = apiClient(t.app);
    const body = registration();
    const res = await client.post('/api/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email: body.email,
      ownerName: 'Robin Keel',
      username: body.email,
      isAdmin: false,
      role: 'owner',
    });
    const me = await client.get('/api/user');
    expect(me.body.id).toBe(res.body.id);
    const profile = await client.get('/api/profile');
    expect(profile.body.profile).toMatchObject({
      fullName: 'Robin Keel',
      storageType: 'dry-storage',
      phoneNumber: '555-0101',
      preferredEmail: body.email,
      isVibMember: true,
    });
  });

  it('when the payload asks for admin or a staff role, then the account is still an owner', async () => {
    for (const asked of [{ isAdmin: true }, { role: 'manager' }, { role: 'crew', isAdmin: true }]) {
      const res = await apiClient(t.app).post('/api/register', registration(asked));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ isAdmin: false, role: 'owner' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, res.body.id));
      expect(row).toMatchObject({ isAdmin: false, role: 'owner' });
    }
  });

  it('when fields break the rules, then 400 lists each with its text and nothing is created', async () => {
    const email = uniqueEmail();
    const res = await apiClient(t.app).post('/api/register', {
      email,
      password: '123',
      fullName: 'R',
      storageType: 'houseboat',
    });
    expectFieldErrors(res, {
      password: 'Password must be at least 6 characters',
      fullName: 'Full name is required',
      storageType: 'Please select your storage type',
    });
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('when the password is over 72 bytes of UTF-8, then 400 says so and no account is made', async () => {
    const email = uniqueEmail();
    // 25 characters, 75 bytes: bcrypt would compare only the first 72.
    const res = await apiClient(t.app).post(
      '/api/register',
      registration({ email, password: '€'.repeat(25) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'password',
      message: 'Password must be at most 72 bytes (about 72 letters, fewer with accents or emoji)',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const exact = await apiClient(t.app).post(
      '/api/register',
      registration({ password: '€'.repeat(24) }),
    );
    expect(exact.status).toBe(201);
  });

  it('when the email is taken in another case, then 409 and no second account', async () => {
    const first = await signUpOwner(t.app);
    const res = await apiClient(t.app).post(
      '/api/register',
      registration({ email: `  ${first.email.toUpperCase()} ` }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it.runIf(needsPostgresServer())(
    'when the same email registers many times at once, then exactly one account exists',
    async () => {
      const email = uniqueEmail('race');
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          apiClient(t.app).post('/api/register', registration({ email })),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    },
  );
});

describe('POST /api/login', () => {
  it('when credentials match (any email case), then it returns the user without secrets', async () => {
    const owner = await signUpOwner(t.app);
    const client = apiClient(t.app);
    const res = await client.post('/api/login', {
      email: owner.email.toUpperCase(),
      password: owner.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(owner.user);
    expect(JSON.stringify(res.body)).not.toMatch(/password|\$2[aby]\$/i);
  });

  it('when the email is unknown or the password wrong, then both get the same 401 message', async () => {
    const owner = await signUpOwner(t.app);
    const wrongPassword = await logIn(t.app, owner.email, 'nope-nope');
    const unknownEmail = await logIn(t.app, uniqueEmail(), 'nope-nope');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body.message).toBe('Invalid email or password');
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('when fields are missing, then 400 with the field texts', async () => {
    const res = await apiClient(t.app).post('/api/login', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it("when a browser signed in as A signs in as B, then it gets a new session id and A's cookie is dead (no fixation)", async () => {
    const a = await signUpOwner(t.app);
    const b = await signUpOwner(t.app);
    const client = apiClient(t.app);
    const sessionCookie = (res: { headers: Record<string, unknown> }) =>
      (res.headers['set-cookie'] as string[] | undefined)
        ?.find((c) => c.startsWith('marina.sid='))
        ?.split(';')[0];

    const asA = await client.post('/api/login', { email: a.email, password: a.password });
    const cookieA = sessionCookie(asA);
    const asB = await client.post('/api/login', { email: b.email, password: b.password });
    const cookieB = sessionCookie(asB);
    expect(cookieA).toMatch(/^marina\.sid=.+/);
    expect(cookieB).toMatch(/^marina\.sid=.+/);
    expect(cookieB).not.toBe(cookieA);
    expect(String(asB.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(asB.headers['set-cookie'])).toMatch(/SameSite=Lax/);

    // Whoever held A's session id (planted or stolen) holds nothing now.
    const replayA = await request(t.app).get('/api/user').set('Cookie', cookieA!);
    expect(replayA.status).toBe(401);
    const withB = await request(t.app).get('/api/user').set('Cookie', cookieB!);
    expect(withB.body.email).toBe(b.email);
  });
});

describe('sessions', () => {
  it('when the app asks who is signed in, then GET /api/session answers 200 with the user or null', async () => {
    const anonymous = await request(t.app).get('/api/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });

    const owner = await signUpOwner(t.app);
    const signedIn = await owner.client.get('/api/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ user: (await owner.client.get('/api/user')).body });
    expect(signedIn.body.user).not.toHaveProperty('passwordHash');

    await owner.client.post('/api/logout');
    expect((await owner.client.get('/api/session')).body).toEqual({ user: null });
  });

  it('when signed out, then GET /api/user is 401 and the old cookie no longer works', async () => {
    const owner = await signUpOwner(t.app);
    const cookie = (
      await owner.client.post('/api/login', { email: owner.email, password: owner.password })
    ).headers['set-cookie'] as unknown as string[];
    const out = await owner.client.post('/api/logout');
    expect(out.status).toBe(200);
    expect((await owner.client.get('/api/user')).status).toBe(401);
    const replay = await request(t.app).get('/api/user').set('Cookie', cookie);
    expect(replay.status).toBe(401);
  });

  it('when another app instance shares the database, then the session works there too', async () => {
    const owner = await signUpOwner(t.app);
    const login = await owner.client.post('/api/login', {
      email: owner.email,
      password: owner.password,
    });
    const cookie = login.headers['set-cookie'] as unknown as string[];
    const second = await t.createInstance();
    try {
      const res = await request(second.app).get('/api/user').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(owner.email);
    } finally {
      await second.close();
    }
  });
});

describe('CSRF rule', () => {
  it('when a state-changing call lacks X-Requested-With, then 403 and nothing happens', async () => {
    const email = uniqueEmail();
    const res = await request(t.app).post('/api/register').send(registration({ email }));
    expect(res.status).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('when the Origin is foreign, then 403; when it is ours, then the call goes through', async () => {
    const foreign = await request(t.app)
      .post('/api/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Origin', 'https://evil.example')
      .send({ email: uniqueEmail(), password: 'x' });
    expect(foreign.status).toBe(403);
    const ours = await request(t.app)
      .post('/api/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Origin', 'http://app.test')
      .send({ email: uniqueEmail(), password: 'x' });
    expect(ours.status).toBe(401);
  });
});
