/**
 * Who holds a place at a deadline (docs/product.md#boats): an owner, for one of their boats or
 * for no boat in particular. A boat holds a deadline once; two boats of one owner may share
 * one; a booking without a boat holds it for the whole owner, as before boats were on record.
 */
export interface DeadlineHolder {
  userId: number;
  boatId: number | null;
}

/** Whether `wanted` may not join a deadline `held` already holds (or waits for). */
export function holdersClash(held: DeadlineHolder, wanted: DeadlineHolder): boolean {
  if (held.userId !== wanted.userId) return false;
  return held.boatId === null || wanted.boatId === null || held.boatId === wanted.boatId;
}
