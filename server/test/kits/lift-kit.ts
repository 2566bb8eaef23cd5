import { isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { lifts } from '../../src/db/schema';
import type { ApiClient } from '../api-client';

/**
 * A yard of two lifts for the lift rules' tests (docs/product.md#lifts): a big travelift that
 * takes boats up to 4.6 m wide, one a deadline, and a small one up to 3 m wide, two a deadline.
 * Any lift in service before is retired first.
 */
export const BIG_BEAM_M = 4.6;
export const SMALL_BEAM_M = 3;

/** Beams of the boats the tests book: one no lift takes, one only the big lift takes, one any. */
export const BEAMS = { huge: 6, big: 4.2, small: 2.5 } as const;
export type BoatSizeName = keyof typeof BEAMS;

export async function twoLiftYard(db: Database, admin: ApiClient) {
  await db.update(lifts).set({ retiredAt: new Date() }).where(isNull(lifts.retiredAt));
  const add = async (body: Record<string, unknown>) => {
    const res = await admin.post('/api/lifts', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.lift.id as number;
  };
  return {
    big: await add({ name: 'Big lift', kind: 'travelift', maxBeamM: BIG_BEAM_M, perDeadline: 1 }),
    small: await add({
      name: 'Small lift',
      kind: 'forklift',
      maxBeamM: SMALL_BEAM_M,
      perDeadline: 2,
    }),
  };
}

/** One boat of each size for the owner, by size. */
export async function boatsOfEachSize(owner: { client: ApiClient }) {
  const add = async (size: BoatSizeName) => {
    const name = { huge: 'Sea Breeze', big: 'Big Blue', small: 'Little Tern' }[size];
    const res = await owner.client.post('/api/boats', { name, lengthM: 9, beamM: BEAMS[size] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.boat.id as number;
  };
  return { huge: await add('huge'), big: await add('big'), small: await add('small') };
}
