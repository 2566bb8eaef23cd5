/**
 * Which lift can take which boat (docs/product.md#lifts): a lift takes a boat when each limit it
 * has is at least the boat's dimension. A limit left empty takes anything; a boat's dimension
 * that is unknown passes every limit (and the office sees it marked 'size unknown'). Server and
 * screens read these, so a refusal and the form's explanation never disagree.
 */

/** The order a refusal names them in: the heaviest reason first. */
export const LIFT_DIMENSIONS = ['weight', 'beam', 'length'] as const;
export type LiftDimension = (typeof LIFT_DIMENSIONS)[number];

export interface LiftLimits {
  maxWeightKg: number | null;
  maxBeamM: number | null;
  maxLengthM: number | null;
}

export interface BoatSize {
  weightKg: number | null;
  beamM: number | null;
  lengthM: number | null;
}

const LIMIT: Record<LiftDimension, keyof LiftLimits> = {
  weight: 'maxWeightKg',
  beam: 'maxBeamM',
  length: 'maxLengthM',
};
const SIZE: Record<LiftDimension, keyof BoatSize> = {
  weight: 'weightKg',
  beam: 'beamM',
  length: 'lengthM',
};

export const limitOf = (lift: LiftLimits, dimension: LiftDimension) => lift[LIMIT[dimension]];
export const sizeOf = (boat: BoatSize, dimension: LiftDimension) => boat[SIZE[dimension]];

const over = (limit: number | null, size: number | null) =>
  limit !== null && size !== null && size > limit;

/**
 * The first dimension (weight, beam, length: LIFT_DIMENSIONS' order) over the lift's limit, or
 * null when it fits. Spelt out, not looped: every per-boat availability read asks it for each
 * service of each deadline and lift.
 */
export function misfitOf(lift: LiftLimits, boat: BoatSize | null): LiftDimension | null {
  if (!boat) return null;
  if (over(lift.maxWeightKg, boat.weightKg)) return 'weight';
  if (over(lift.maxBeamM, boat.beamM)) return 'beam';
  if (over(lift.maxLengthM, boat.lengthM)) return 'length';
  return null;
}

export const liftTakes = (lift: LiftLimits, boat: BoatSize | null) => misfitOf(lift, boat) === null;

/** Why no lift of these takes the boat, in the terms the owner is told. */
export type NoLiftFits =
  /** No lift takes the boat's `dimension`: the largest limit of any lift is `largest`. */
  | { dimension: LiftDimension; size: number; largest: number }
  /** Each dimension alone has a lift, but no one lift takes them all. */
  | { dimension: null };

/**
 * Null when some lift takes the boat (or there are no lifts: then nothing is checked). Else the
 * first dimension no lift takes, with the largest limit any lift has for it.
 */
export function whyNoLiftFits(
  lifts: readonly LiftLimits[],
  boat: BoatSize | null,
): NoLiftFits | null {
  if (!boat || lifts.length === 0 || lifts.some((lift) => liftTakes(lift, boat))) return null;
  for (const dimension of LIFT_DIMENSIONS) {
    const size = sizeOf(boat, dimension);
    const limits = lifts.map((lift) => limitOf(lift, dimension));
    if (size === null || limits.some((limit) => limit === null || limit >= size)) continue;
    return { dimension, size, largest: Math.max(...(limits as number[])) };
  }
  return { dimension: null };
}

/** A boat the office should look at: a dimension a lift may limit is not on record. */
export function sizeUnknown(boat: BoatSize | null): boolean {
  return !boat || LIFT_DIMENSIONS.some((dimension) => sizeOf(boat, dimension) === null);
}
