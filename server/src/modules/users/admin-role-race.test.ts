import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { signUpAdmin, type SignedInOwner } from '../../../test/factories';
import { needsPostgresServer } from '../../../test/test-app';
import { untilSessionsWaitForLocks } from '../../../test/kits/lock-waits';
import { useTestApp } from '../../../test/use-test-app';

/**
 * docs/product.md#bookings: the last admin cannot be demoted, however many demotions arrive at once
 * and on however many instances. Each admin demotes the next one round a ring, so every demotion
 * but one must win and exactly one admin must remain.
 */
const ADMINS = 8;

const t = useTestApp();
let second: Awaited<ReturnType<typeof t.createInstance>>;
let admins: SignedInOwner[];
/** Half of the admins talk to a second app instance with its own connection pool. */
let clients: ApiClient[];

beforeAll(async () => {
  second = await t.createInstance();
  admins = [];
  for (let i = 0; i < ADMINS; i += 1) admins.push(await signUpAdmin(t));
  clients = await Promise.all(
    admins.map(async (admin, i) => {
      if (i % 2 === 0) return admin.client;
      const client = apiClient(second.app);
      const login = await client.post('/api/login', {
        email: admin.email,
        password: admin.password,
      });
      if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
      return client;
    }),
  );
});
afterAll(async () => {
  await second.close();
});

async function adminIds(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true));
  return rows.map((row) => row.id);
}

describe('concurrent demotions', () => {
  it.runIf(needsPostgresServer())(
    `when ${ADMINS} admins on two instances each demote the next at the same moment, then exactly one admin remains`,
    async () => {
      const ids = admins.map((admin) => admin.user.id);
      for (let round = 0; round < 3; round += 1) {
        await t.database.db.update(users).set({ role: 'owner' });
        await t.database.db.update(users).set({ role: 'manager' }).where(inArray(users.id, ids));
        // Every request passes its admin check, then queues behind the rows held here; letting
        // go starts them all at once.
        let pending!: Promise<{ status: number }[]>;
        await t.database.db.transaction(async (tx) => {
          await tx.select().from(users).where(inArray(users.id, ids)).for('update');
          pending = Promise.all(
            clients.map((client, i) =>
              client.patch(`/api/users/${ids[(i + 1) % ADMINS]}/role`, { isAdmin: false }),
            ),
          );
          await untilSessionsWaitForLocks(t.database.db, ADMINS);
        });
        const statuses = (await pending).map((res) => res.status).sort();
        expect(statuses).toEqual([...Array<number>(ADMINS - 1).fill(200), 409]);
        expect(await adminIds()).toHaveLength(1);
      }
    },
  );

  it.runIf(needsPostgresServer())(
    'when admins demote themselves all at once, then one stays admin',
    async () => {
      const ids = admins.map((admin) => admin.user.id);
      await t.database.db.update(users).set({ role: 'manager' }).where(inArray(users.id, ids));
      const results = await Promise.all(
        clients.map((client, i) => client.patch(`/api/users/${ids[i]}/role`, { isAdmin: false })),
      );
      const [remaining] = await t.database.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.isAdmin, true));
      expect(remaining?.n).toBe(1);
      expect(results.filter((res) => res.status === 200)).toHaveLength(ADMINS - 1);
      expect(results.filter((res) => res.status === 409)).toHaveLength(1);
    },
  );
});
