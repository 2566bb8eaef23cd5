/**
 * Whether this is a CI run (CI set to anything but '', '0' or 'false', as CI services set it):
 * a test that may skip on a developer's machine for want of a PostgreSQL server or binaries
 * must fail there instead, or the run would pass by proving less.
 */
export const inCi = !['', '0', 'false'].includes(process.env.CI ?? '');
