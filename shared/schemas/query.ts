import { z } from 'zod';
import { MAX_DATABASE_ID, serviceDate } from './common';

/** Each parameter given once and known by name; an issue per offending parameter, named. */
function checkParameterNames(known: readonly string[]) {
  return (query: unknown, ctx: z.RefinementCtx): unknown => {
    if (typeof query !== 'object' || query === null) return query;
    for (const [name, value] of Object.entries(query)) {
      if (!known.includes(name)) {
        const message = `Unknown parameter ${JSON.stringify(name)}: use ${known.join(', ')}`;
        ctx.addIssue({ code: 'custom', message, path: [name], input: value });
      } else if (Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: `Give ${name} once`, path: [name], input: value });
      }
    }
    return query;
  };
}

/**
 * A query string is checked as strictly as a body: each parameter given once (the parser
 * turns `?q=a&q=b` into an array) and no parameter the route does not know, because an
 * ignored `?serviceTyp=launch` would answer as if there were no filter and hide the typo.
 */
export function queryObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(checkParameterNames(Object.keys(shape)), z.object(shape));
}

/**
 * A whole number in a query string: digits only (no '1e3', '0x10', ' 7' or '1.5', which
 * Number() would accept), within a range PostgreSQL's integer columns and OFFSET can take.
 */
export function queryInteger(label: string, range: { min: number; max?: number }) {
  const max = range.max ?? MAX_DATABASE_ID;
  const wholeNumber = `${label} must be a whole number`;
  return z
    .string({ message: wholeNumber })
    .regex(/^-?\d+$/, wholeNumber)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(range.min, `${label} must be at least ${range.min}`)
        .max(max, `${label} must be at most ${max}`),
    );
}

/** `limit` (1 to `max`, default `defaultLimit`) and `offset` (0 up), for a paged list. */
export function pagingShape(max: number, defaultLimit: number) {
  return {
    limit: queryInteger('Limit', { min: 1, max }).default(defaultLimit),
    offset: queryInteger('Offset', { min: 0 }).default(0),
  };
}

/** An optional marina date parameter; `?from=` (empty) counts as not given. */
export const optionalServiceDate = (label: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(serviceDate(label).optional());

/** Refuses a from/to window that ends before it starts. */
export function withOrderedRange<T extends z.ZodType<{ from?: string; to?: string }>>(
  schema: T,
): T {
  return schema.refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: 'From must be on or before to',
    path: ['to'],
  });
}

/** An optional id parameter; `?boatId=` (empty) counts as not given. */
export const optionalBoatId = (label: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(queryInteger(label, { min: 1 }).optional());
