import fc from 'fast-check';

/**
 * Values a client can put where the API expects something else. Each one has broken a real
 * API somewhere: NUL (PostgreSQL refuses it in text), lone surrogates (they become U+FFFD on
 * the way to the database), numbers past int4 and past 2^53, huge and deeply nested values.
 */
const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const LONE_SURROGATE = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Casey\u0000Mariner',
    '\ud800',
    'a\udc00b',
    '\u202eevil',
    '\u0065\u0301'.repeat(60),
    '😀'.repeat(60),
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    "'; drop table users; --",
    '2026-02-30',
    '+02026-01-01',
    '1e309',
    '-0',
    '0x10',
    'NaN',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.oneof(CONTROL, LONE_SURROGATE, fc.constant('a')), maxLength: 12 }),
  fc.string({ unit: 'grapheme', minLength: 90, maxLength: 260 }),
  fc.integer({ min: 1000, max: 120_000 }).map((length) => 'x'.repeat(length)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    0.5,
    -0,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` times, written as text (no recursion). */
export const deepJsonText = fc
  .record({ depth: fc.integer({ min: 100, max: 12_000 }), arrays: fc.boolean() })
  .map(({ depth, arrays }) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

/** What happens to one field of a valid body or query: kept, replaced or left out. */
export type FieldPlan = { kind: 'keep' } | { kind: 'drop' } | { kind: 'set'; value: unknown };

const fieldPlan = (value: fc.Arbitrary<unknown>): fc.Arbitrary<FieldPlan> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<FieldPlan>({ kind: 'keep' }) },
    { weight: 1, arbitrary: fc.constant<FieldPlan>({ kind: 'drop' }) },
    { weight: 3, arbitrary: value.map((v): FieldPlan => ({ kind: 'set', value: v })) },
  );

/** A valid body's fields changed one by one, plus keys nobody asked for. */
export interface BodyPlan {
  fields: Record<string, FieldPlan>;
  extra: [string, unknown][];
}

export const bodyPlan = (keys: readonly string[]): fc.Arbitrary<BodyPlan> =>
  fc.record({
    fields: fc.record(Object.fromEntries(keys.map((key) => [key, fieldPlan(hostileValue)]))),
    extra: fc.array(fc.tuple(hostileString, hostileValue), { maxLength: 2 }),
  });

export function applyBodyPlan(valid: Record<string, unknown>, plan: BodyPlan): unknown {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(valid)) {
    const field = plan.fields[key] ?? { kind: 'keep' };
    if (field.kind === 'keep') body[key] = value;
    if (field.kind === 'set') body[key] = field.value;
  }
  for (const [key, value] of plan.extra) {
    if (key !== '__proto__') body[key] = value;
  }
  return body;
}

/** A query value: one string, or the same name repeated (`?q=a&q=b`). */
const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((s) => s.length < 3000) },
  { weight: 2, arbitrary: hostileNumber.map(String) },
  {
    weight: 1,
    arbitrary: fc.array(
      hostileString.filter((s) => s.length < 100),
      { minLength: 2, maxLength: 3 },
    ),
  },
);

export interface QueryPlan {
  fields: Record<string, FieldPlan>;
  /** Extra names, bracketed ones included (`q[a]`, `limit[]`), as a query parser may nest. */
  extra: [string, string][];
}

const queryName = fc.oneof(
  hostileString.filter((s) => s.length < 50),
  fc.constantFrom('q[a]', 'limit[]', 'sort[0]', '__proto__', 'constructor', 'from.to'),
);

export const queryPlan = (keys: readonly string[]): fc.Arbitrary<QueryPlan> =>
  fc.record({
    fields: fc.record(Object.fromEntries(keys.map((key) => [key, fieldPlan(queryValue)]))),
    extra: fc.array(
      fc.tuple(
        queryName,
        hostileString.filter((s) => s.length < 100),
      ),
      {
        maxLength: 2,
      },
    ),
  });

export function applyQueryPlan(valid: Record<string, string>, plan: QueryPlan): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(valid)) {
    const field = plan.fields[key] ?? { kind: 'keep' };
    if (field.kind === 'keep') pairs.push([key, value]);
    if (field.kind !== 'set') continue;
    const values = Array.isArray(field.value) ? field.value : [field.value];
    for (const one of values) pairs.push([key, String(one)]);
  }
  return [...pairs, ...plan.extra];
}

/** A path segment where an id goes: one of the cast's real ids, or anything at all. */
export type IdPlan = { kind: 'real'; pick: number } | { kind: 'raw'; text: string };

export const idPlan: fc.Arbitrary<IdPlan> = fc.oneof(
  fc.nat({ max: 3 }).map((pick): IdPlan => ({ kind: 'real', pick })),
  fc
    .oneof(
      hostileString.filter((s) => s.length > 0 && s.length < 200),
      hostileNumber.map(String),
      fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
    )
    .map((text): IdPlan => ({ kind: 'raw', text })),
);

/** How the body travels: JSON as the API expects, or another type, or none at all. */
export type BodyEncoding = 'json' | 'text/plain' | 'form' | 'none';
export const bodyEncoding: fc.Arbitrary<BodyEncoding> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<BodyEncoding>('json') },
  { weight: 1, arbitrary: fc.constantFrom<BodyEncoding>('text/plain', 'form', 'none') },
);
