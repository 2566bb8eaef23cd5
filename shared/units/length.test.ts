import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLength, parseLength } from './length';
import { BOAT_LIMITS, MARINA_UNITS } from './units';

type Dimension = 'lengthM' | 'beamM' | 'draftM';
const BY_NAME = [
  ['length', 'lengthM'],
  ['beam', 'beamM'],
  ['draft', 'draftM'],
] as const;

/** An oracle without floats: n inches is n * 2.54 cm exactly, rounded half up to the centimetre. */
const metresOfInches = (inches: number) => Math.round((inches * 254) / 100) / 100;

/** How an inch count should read, written out apart from formatLength. */
function imperialText(inches: number): string {
  const feet = Math.floor(inches / 12);
  const rest = inches % 12;
  if (feet === 0) return `${rest} in`;
  return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
}

/** Whole inch counts whose length lies within a dimension's limits. */
const inchesWithin = (dimension: Dimension) =>
  fc.integer({
    min: Math.ceil(BOAT_LIMITS[dimension].min / 0.0254),
    max: Math.floor(BOAT_LIMITS[dimension].max / 0.0254),
  });

/** Lengths the API may hold: whole centimetres within a dimension's limits, as metres. */
const metresWithin = (dimension: Dimension) =>
  fc
    .integer({ min: BOAT_LIMITS[dimension].min * 100, max: BOAT_LIMITS[dimension].max * 100 })
    .map((cm) => cm / 100);

function metresOf(text: string, units: (typeof MARINA_UNITS)[number]): number | string {
  const input = parseLength(text, units);
  return input.ok ? input.metres : input.message;
}

describe('boat lengths', () => {
  it.each(BY_NAME)(
    'when a whole number of inches within the %s limits is typed, then it is kept to the centimetre and shown again as typed',
    (_, dimension) => {
      fc.assert(
        fc.property(inchesWithin(dimension), (inches) => {
          const text = imperialText(inches);
          const metres = metresOf(text, 'imperial');
          expect(metres).toBe(metresOfInches(inches));
          expect(metres).toBeGreaterThanOrEqual(BOAT_LIMITS[dimension].min);
          expect(metres).toBeLessThanOrEqual(BOAT_LIMITS[dimension].max);
          expect(formatLength(metres as number, 'imperial')).toBe(text);
        }),
        { numRuns: 2000 },
      );
    },
  );

  it.each(BY_NAME)(
    'when a %s the API holds is shown and typed back, then metric gives the same metres and imperial the same text',
    (_, dimension) => {
      fc.assert(
        fc.property(metresWithin(dimension), (metres) => {
          expect(metresOf(formatLength(metres, 'metric'), 'metric')).toBe(metres);
          const shown = formatLength(metres, 'imperial');
          const typedBack = metresOf(shown, 'imperial') as number;
          expect(formatLength(typedBack, 'imperial')).toBe(shown);
          // The nearest inch: never more than half an inch (and the centimetre kept) away.
          expect(Math.abs(typedBack - metres)).toBeLessThanOrEqual(0.0127 + 0.005 + 1e-9);
        }),
        { numRuns: 2000 },
      );
    },
  );

  it('when feet and inches are typed with any unit spelling, spacing and case, then either marina reads the same length', () => {
    const space = fc.constantFrom('', ' ', '  ', '\t', '\u00a0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 328 }),
        fc.integer({ min: 0, max: 11 }),
        fc.constantFrom('ft', 'feet', 'foot', "'", '’', '′'),
        fc.constantFrom('in', 'inch', 'inches', '"', '”', '″', "''", ''),
        fc.tuple(space, space, space, space),
        fc.boolean(),
        fc.constantFrom(...MARINA_UNITS),
        (feet, inches, feetWord, inchWord, [before, afterFeet, afterWord, end], shout, units) => {
          const text = `${before}${feet}${afterFeet}${feetWord}${afterWord}${inches}${inchWord && ' '}${inchWord}${end}`;
          expect(metresOf(shout ? text.toUpperCase() : text, units)).toBe(
            metresOfInches(feet * 12 + inches),
          );
        },
      ),
    );
  });

  it.each([
    ['32 ft 6 in', 'imperial', 9.91],
    ['32ft6in', 'imperial', 9.91],
    [`32' 6"`, 'imperial', 9.91],
    [`32'6"`, 'imperial', 9.91],
    [`32' 6''`, 'imperial', 9.91],
    ['32’ 6”', 'imperial', 9.91],
    ['32 feet 6 inches', 'imperial', 9.91],
    [`32' 6`, 'imperial', 9.91],
    ['  32 FT  6 IN ', 'imperial', 9.91],
    [`32'`, 'imperial', 9.75],
    ['32 ft', 'imperial', 9.75],
    ['32.5', 'imperial', 9.91],
    ['32.5 ft', 'imperial', 9.91],
    ['6 in', 'imperial', 0.15],
    ['78"', 'imperial', 1.98],
    [`32''`, 'imperial', 0.81],
    ['32 ft 11.5 in', 'imperial', 10.05],
    // 175 in is 444.5 cm exactly: half a centimetre rounds up, though 175 * 0.0254 is 4.4449999….
    ['14 ft 7 in', 'imperial', 4.45],
    ['9.91 m', 'imperial', 9.91],
    ['991 cm', 'imperial', 9.91],
    ['9.915 m', 'imperial', 9.92],
    ['9.91', 'metric', 9.91],
    ['9.9 m', 'metric', 9.9],
    ['9.91 metres', 'metric', 9.91],
    ['9.91M', 'metric', 9.91],
    ['.5 m', 'metric', 0.5],
    ['32.5', 'metric', 32.5],
    ['32 ft 6 in', 'metric', 9.91],
    ['32 ft', 'metric', 9.75],
  ] as const)('when %j is typed at a %s marina, then it is %s m', (text, units, metres) => {
    expect(parseLength(text, units)).toEqual({ ok: true, metres });
  });

  it.each([
    ['', 'imperial', 'Enter a length'],
    ['   ', 'metric', 'Enter a length'],
    ['9,91 m', 'imperial', 'Use a point for decimals, not a comma'],
    ['32,5', 'metric', 'Use a point for decimals, not a comma'],
    ['32 ft 12 in', 'imperial', 'Inches must be under 12'],
    ['32 ft 12.5 in', 'metric', 'Inches must be under 12'],
    ['thirty feet', 'imperial', 'Enter a length like 32 ft 6 in'],
    ['thirty feet', 'metric', 'Enter a length like 9.9 m'],
    ['32 6', 'imperial', 'Enter a length like 32 ft 6 in'],
    ['32.5 ft 6 in', 'imperial', 'Enter a length like 32 ft 6 in'],
    ['6 in 32 ft', 'imperial', 'Enter a length like 32 ft 6 in'],
    ['32 ft 6 in 3', 'imperial', 'Enter a length like 32 ft 6 in'],
    ['-9.9 m', 'metric', 'Enter a length like 9.9 m'],
    ['1e1 m', 'metric', 'Enter a length like 9.9 m'],
    ['10 yd', 'imperial', 'Enter a length like 32 ft 6 in'],
    ['9 m 91 cm', 'metric', 'Enter a length like 9.9 m'],
    ['1234567890 m', 'metric', 'Enter a length like 9.9 m'],
  ] as const)('when %j is typed at a %s marina, then it is refused: %s', (text, units, message) => {
    expect(parseLength(text, units)).toEqual({ ok: false, message });
  });

  it.each([
    [9.91, '32 ft 6 in', '9.91 m'],
    [9.75, '32 ft', '9.75 m'],
    [10, '32 ft 10 in', '10 m'],
    [9.9, '32 ft 6 in', '9.9 m'],
    [0.2, '8 in', '0.2 m'],
    [0.3, '1 ft', '0.3 m'],
    [0.05, '2 in', '0.05 m'],
    [100, '328 ft 1 in', '100 m'],
  ])('when %s m is shown, then imperial reads %j and metric %j', (metres, imperial, metric) => {
    expect(formatLength(metres, 'imperial')).toBe(imperial);
    expect(formatLength(metres, 'metric')).toBe(metric);
  });
});
