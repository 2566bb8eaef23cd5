import { z } from 'zod';

/** Metres with at most two decimals (a centimetre), within the dimension's limits. */
export function metresField(label: string, { min, max }: { min: number; max: number }) {
  const message = `${label} must be a number of metres from ${min} to ${max}`;
  return z
    .number({ message })
    .finite(message)
    .min(min, message)
    .max(max, message)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${label} must have at most 2 decimals (a centimetre)`,
    )
    .transform((value) => Math.round(value * 100) / 100);
}

/** Whole kilograms within the limits. */
export function kilogramsField(label: string, { min, max }: { min: number; max: number }) {
  const message = `${label} must be a whole number of kilograms from ${min} to ${max.toLocaleString('en-US')}`;
  return z.number({ message }).int(message).min(min, message).max(max, message);
}
