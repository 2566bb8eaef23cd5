import { z } from 'zod';

/** The kinds of value the settings take, shared by every section of the schema. */

/** Unset, empty or blank: undefined. */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const urlSetting = z.url({ message: 'must be a URL such as https://example.com' });

/** 'true' or 'false', false when unset. */
export const flagSetting = z
  .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
  .default('false')
  .transform((value) => value === 'true');

/** A setting or pair of settings that cannot work as given; loadConfig prints every line. */
export class ConfigError extends Error {}

/** Throws one ConfigError naming each problem, when there is any. */
export function refuseProblems(problems: readonly string[]): void {
  if (problems.length > 0) throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
}
