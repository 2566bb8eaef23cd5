import type { Express } from 'express';
import { afterAll, beforeAll } from 'vitest';
import { apiClient, type ApiClient } from '../api-client';
import { signUpOwner, type SignedInOwner } from '../factories';
import type { TestContext } from '../use-test-app';

/**
 * Signs each owner in once more on another app instance over the same database (sessions live
 * in the database), so a race test can split its requests across two instances.
 */
export function signInOn(
  app: Express,
  owners: readonly { email: string; password: string }[],
): Promise<ApiClient[]> {
  return Promise.all(
    owners.map(async (owner) => {
      const client = apiClient(app);
      const res = await client.post('/api/login', { email: owner.email, password: owner.password });
      if (res.status !== 200) throw new Error(`login on second instance failed: ${res.status}`);
      return client;
    }),
  );
}

/** A race test's owners, each signed in on both instances; filled in before the file's tests. */
export interface OwnersOnTwoInstances {
  /** Signed up and signed in on the file's app. */
  owners: SignedInOwner[];
  /** The same owners, in order, signed in on the second instance. */
  onSecond: ApiClient[];
  /** A second app instance, with its own pool, on the same database. */
  second: { app: Express; close(): Promise<void> };
  /** Owner i's client: on the first instance for even i, the second for odd. */
  clientOf: (i: number) => ApiClient;
}

/**
 * The race tests' setup: `count` owners signed up on the file's app and signed in again on a
 * second instance over the same database, before the file's tests; the instance is closed
 * after them. `when: false` skips it (a file that runs only on a PostgreSQL server).
 */
export function useOwnersOnTwoInstances(
  t: TestContext,
  count: number,
  { when = true }: { when?: boolean } = {},
): OwnersOnTwoInstances {
  const race: OwnersOnTwoInstances = {
    owners: [],
    onSecond: [],
    second: undefined as unknown as OwnersOnTwoInstances['second'],
    clientOf: (i) => (i % 2 === 0 ? race.owners[i]!.client : race.onSecond[i]!),
  };
  beforeAll(async () => {
    if (!when) return;
    for (let i = 0; i < count; i += 1) race.owners.push(await signUpOwner(t.app));
    race.second = await t.createInstance();
    race.onSecond = await signInOn(race.second.app, race.owners);
  }, 120_000);
  afterAll(async () => {
    await race.second?.close();
  });
  return race;
}
