import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { ApiClient } from '../../../test/api-client';
import { signUpAdmin, type SignedInOwner } from '../../../test/factories';
import { needsPostgresServer } from '../../../test/test-app';
import { signInOn } from '../../../test/kits/second-instance';
import { untilSessionsWaitForLocks } from '../../../test/kits/lock-waits';
import { useTestApp } from '../../../test/use-test-app';

/**
 * docs/product.md#staff-roles: the last manager keeps the role, however many role changes arrive
 * at once and on however many instances, and a manager demoted while their own request waited
 * cannot act with it.
 */
const MANAGERS = 8;

const t = useTestApp();
let second: Awaited<ReturnType<typeof t.createInstance>>;
let managers: SignedInOwner[];

beforeAll(async () => {
  if (!needsPostgresServer()) return;
  second = await t.createInstance();
  managers = [];
  for (let i = 0; i < MANAGERS; i += 1) managers.push(await signUpAdmin(t));
});
afterAll(async () => {
  await second?.close();
});

const ids = () => managers.map((manager) => manager.user.id);

async function managerIds(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'manager'));
  return rows.map((row) => row.id);
}

/**
 * The first `n` managers are managers again, everyone else an owner, each signed in afresh (a
 * role change ended their sessions): even ones on this instance, odd ones on the second.
 */
async function freshManagers(n: number): Promise<ApiClient[]> {
  await t.database.db.update(users).set({ role: 'owner' });
  await t.database.db
    .update(users)
    .set({ role: 'manager' })
    .where(inArray(users.id, ids().slice(0, n)));
  return Promise.all(
    managers
      .slice(0, n)
      .map(async (manager, i) => (await signInOn(i % 2 === 0 ? t.app : second.app, [manager]))[0]!),
  );
}

/** Sends every call while the managers' rows are held, so they all wait, then start at once. */
async function allAtOnce(calls: (() => Promise<{ status: number; body: unknown }>)[]) {
  let pending!: Promise<{ status: number; body: unknown }[]>;
  await t.database.db.transaction(async (tx) => {
    await tx.select().from(users).where(inArray(users.id, ids())).for('update');
    pending = Promise.all(calls.map((call) => call()));
    await untilSessionsWaitForLocks(t.database.db, calls.length);
  });
  return pending;
}

const codeOf = (res: { body: unknown }) => (res.body as { code?: string }).code;

describe('concurrent role changes', () => {
  it.runIf(needsPostgresServer())(
    'when two managers on two instances demote each other at the same moment, then exactly one demotion wins and one manager remains',
    async () => {
      for (let round = 0; round < 4; round += 1) {
        const [a, b] = await freshManagers(2);
        const [first, last] = ids();
        const results = await allAtOnce([
          () => a!.patch(`/api/users/${last}/role`, { role: 'crew' }),
          () => b!.patch(`/api/users/${first}/role`, { isAdmin: false }),
        ]);
        expect(results.filter((res) => res.status === 200)).toHaveLength(1);
        // The loser had been demoted by the time its turn came: it no longer manages users.
        const lost = results.find((res) => res.status !== 200)!;
        expect([lost.status, codeOf(lost)]).toEqual([403, 'role_forbidden']);
        expect(await managerIds()).toHaveLength(1);
      }
    },
  );

  it.runIf(needsPostgresServer())(
    `when ${MANAGERS} managers on two instances each demote the next at the same moment, then at least one remains and every success demoted one`,
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const clients = await freshManagers(MANAGERS);
        const results = await allAtOnce(
          clients.map(
            (client, i) => () =>
              client.patch(`/api/users/${ids()[(i + 1) % MANAGERS]}/role`, { role: 'office' }),
          ),
        );
        const won = results.filter((res) => res.status === 200).length;
        expect(won).toBeGreaterThan(0);
        for (const res of results.filter((r) => r.status !== 200)) {
          expect(['role_forbidden', 'last_manager']).toContain(codeOf(res));
        }
        const remaining = await managerIds();
        expect(remaining.length).toBeGreaterThanOrEqual(1);
        expect(remaining).toHaveLength(MANAGERS - won);
      }
    },
  );

  it.runIf(needsPostgresServer())(
    'when managers demote themselves all at once, then one stays a manager with 409 last_manager',
    async () => {
      const clients = await freshManagers(MANAGERS);
      const results = await allAtOnce(
        clients.map(
          (client, i) => () => client.patch(`/api/users/${ids()[i]}/role`, { isAdmin: false }),
        ),
      );
      expect(await managerIds()).toHaveLength(1);
      expect(results.filter((res) => res.status === 200)).toHaveLength(MANAGERS - 1);
      expect(results.filter((res) => codeOf(res) === 'last_manager')).toHaveLength(1);
    },
  );
});
