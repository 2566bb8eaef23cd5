import { z } from 'zod';
import type { ServiceType } from '@shared/constants';
import { DEFAULT_MARINA_UNITS, MARINA_UNITS } from '@shared/units/units';
import { flagSetting } from './setting-types';

/** Which services ask for a boat's insurance to run through the service date. */
export const INSURANCE_RULES = ['none', 'haul-out', 'launch', 'both'] as const;
export type InsuranceRule = (typeof INSURANCE_RULES)[number];

/** The services each rule asks insurance for. */
export const INSURED_SERVICES: Record<InsuranceRule, readonly ServiceType[]> = {
  none: [],
  'haul-out': ['haul-out'],
  launch: ['launch'],
  both: ['haul-out', 'launch'],
};

/** The yard's boats (docs/product.md#boats): the units screens use, and what a booking needs. */
export const yardSettings = {
  MARINA_UNITS: z
    .enum(MARINA_UNITS, { message: "must be 'imperial' or 'metric'" })
    .default(DEFAULT_MARINA_UNITS),
  // An owner with no boat on record is asked to add one before booking.
  BOATS_REQUIRED: flagSetting,
  INSURANCE_REQUIRED_FOR: z
    .enum(INSURANCE_RULES, { message: "must be 'none', 'haul-out', 'launch' or 'both'" })
    .default('none'),
};
