/**
 * The marina's units for boat dimensions. The API always speaks metres and kilograms; only
 * screens and forms speak the marina's units, the setting MARINA_UNITS (imperial unless set).
 */

export const MARINA_UNITS = ['imperial', 'metric'] as const;
export type MarinaUnits = (typeof MARINA_UNITS)[number];
export const DEFAULT_MARINA_UNITS: MarinaUnits = 'imperial';

/**
 * What a boat record may hold, in the API's units: lengths in metres with at most 2 decimals,
 * the weight in whole kilograms. The server's schema and the forms' messages both read these.
 */
export const BOAT_LIMITS = {
  lengthM: { min: 1, max: 100 },
  beamM: { min: 0.5, max: 30 },
  draftM: { min: 0.1, max: 15 },
  weightKg: { min: 10, max: 500_000 },
} as const;
export type BoatDimension = keyof typeof BOAT_LIMITS;

/** Exact by definition (the international yard and pound of 1959). */
export const METRES_PER_INCH = 0.0254;
export const KG_PER_POUND = 0.45359237;
