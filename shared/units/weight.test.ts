import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KG_PER_POUND, BOAT_LIMITS, MARINA_UNITS } from './units';
import { formatWeight, parseWeight } from './weight';

const { min, max } = BOAT_LIMITS.weightKg;

/** An oracle without floats: a pound is 0.45359237 kg exactly, rounded half up to the kilogram. */
const kgOfPounds = (pounds: number) => Math.round((pounds * 45_359_237) / 100_000_000);

/** Multiples of 5 lb whose weight lies within the limits: 25 lb to 1,102,310 lb. */
const fivePoundsWithin = fc
  .integer({ min: Math.ceil(min / KG_PER_POUND / 5), max: Math.floor(max / KG_PER_POUND / 5) })
  .map((fives) => fives * 5);

const poundsText = (pounds: number) => `${pounds.toLocaleString('en-US')} lb`;

function kgOf(text: string, units: (typeof MARINA_UNITS)[number]): number | string {
  const input = parseWeight(text, units);
  return input.ok ? input.kg : input.message;
}

describe('boat weights', () => {
  it('when a multiple of 5 lb within the limits is typed, then it is kept to the kilogram and shown again as typed', () => {
    fc.assert(
      fc.property(fivePoundsWithin, (pounds) => {
        const kg = kgOf(poundsText(pounds), 'imperial');
        expect(kg).toBe(kgOfPounds(pounds));
        expect(kg).toBeGreaterThanOrEqual(min);
        expect(kg).toBeLessThanOrEqual(max);
        expect(formatWeight(kg as number, 'imperial')).toBe(poundsText(pounds));
        expect(kgOf(String(pounds), 'imperial')).toBe(kg);
      }),
      { numRuns: 5000 },
    );
  });

  it('when a whole number of kilograms within the limits is shown metric and typed back, then it is the same weight', () => {
    fc.assert(
      fc.property(fc.integer({ min, max }), (kg) => {
        const shown = formatWeight(kg, 'metric');
        expect(shown).toBe(kg < 1000 ? `${kg} kg` : `${kg / 1000} t`);
        expect(kgOf(shown, 'metric')).toBe(kg);
      }),
      { numRuns: 5000 },
    );
  });

  it('when any whole number of kilograms is shown imperial, then it is the multiple of 5 lb nearest its weight', () => {
    fc.assert(
      fc.property(fc.integer({ min, max }), (kg) => {
        const shown = formatWeight(kg, 'imperial');
        expect(shown).toMatch(/^\d{1,3}(,\d{3})* lb$/);
        const pounds = Number(shown.replace(/\D/g, ''));
        expect(pounds % 5).toBe(0);
        expect(Math.abs(pounds - kg / KG_PER_POUND)).toBeLessThanOrEqual(2.5);
      }),
      { numRuns: 5000 },
    );
  });

  it('when pounds are typed with any separator, unit spelling and case, then either marina reads the same weight', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom(',', ' ', '\u202f', ''),
        fc.constantFrom('lb', 'lbs', 'pound', 'pounds'),
        fc.constantFrom('', ' '),
        fc.boolean(),
        fc.constantFrom(...MARINA_UNITS),
        (pounds, separator, word, space, shout, units) => {
          const digits = String(pounds).replace(/\B(?=(\d{3})+$)/g, separator);
          const text = `${digits}${space}${shout ? word.toUpperCase() : word}`;
          expect(kgOf(text, units)).toBe(kgOfPounds(pounds));
        },
      ),
    );
  });

  it.each([
    ['14,000 lb', 'imperial', 6350],
    ['14000 lbs', 'imperial', 6350],
    ['14000', 'imperial', 6350],
    ['14 000 lb', 'imperial', 6350],
    ['14,000 Pounds', 'imperial', 6350],
    ['14000LB', 'imperial', 6350],
    ['1,102,310 lb', 'imperial', 499_999],
    ['22 lb', 'imperial', 10],
    ['6.35 t', 'imperial', 6350],
    ['6350 kg', 'imperial', 6350],
    ['6,350 kg', 'imperial', 6350],
    ['6350', 'metric', 6350],
    ['6,350', 'metric', 6350],
    ['850 kg', 'metric', 850],
    ['850 kilos', 'metric', 850],
    ['6.35 t', 'metric', 6350],
    ['6.35 tonnes', 'metric', 6350],
    ['0.5 t', 'metric', 500],
    ['6350.5 kg', 'metric', 6351],
    ['14,000 lb', 'metric', 6350],
  ] as const)('when %j is typed at a %s marina, then it is %s kg', (text, units, kg) => {
    expect(parseWeight(text, units)).toEqual({ ok: true, kg });
  });

  it.each([
    ['', 'imperial', 'Enter a weight'],
    ['  ', 'metric', 'Enter a weight'],
    ['6,35 t', 'metric', 'Use a point for decimals, not a comma'],
    ['14,00 lb', 'imperial', 'Use a point for decimals, not a comma'],
    ['1,5', 'metric', 'Use a point for decimals, not a comma'],
    // A US ton is 2,000 lb, a British one 2,240 lb: the owner is asked for a unit that is not.
    ['7 tons', 'imperial', 'Enter a weight like 14,000 lb'],
    ['7 ton', 'metric', 'Enter a weight like 850 kg or 6.35 t'],
    ['1,4000 lb', 'imperial', 'Enter a weight like 14,000 lb'],
    ['14 00 lb', 'imperial', 'Enter a weight like 14,000 lb'],
    ['14,000 000 lb', 'imperial', 'Enter a weight like 14,000 lb'],
    ['14k lb', 'imperial', 'Enter a weight like 14,000 lb'],
    ['-850 kg', 'metric', 'Enter a weight like 850 kg or 6.35 t'],
    ['14,000 lb 6 oz', 'imperial', 'Enter a weight like 14,000 lb'],
    ['heavy', 'metric', 'Enter a weight like 850 kg or 6.35 t'],
  ] as const)('when %j is typed at a %s marina, then it is refused: %s', (text, units, message) => {
    expect(parseWeight(text, units)).toEqual({ ok: false, message });
  });

  it.each([
    [6350, '14,000 lb', '6.35 t'],
    [6351, '14,000 lb', '6.351 t'],
    [6352, '14,005 lb', '6.352 t'],
    [454, '1,000 lb', '454 kg'],
    [999, '2,200 lb', '999 kg'],
    [1000, '2,205 lb', '1 t'],
    [12_000, '26,455 lb', '12 t'],
    [10, '20 lb', '10 kg'],
    [500_000, '1,102,310 lb', '500 t'],
  ])('when %s kg is shown, then imperial reads %j and metric %j', (kg, imperial, metric) => {
    expect(formatWeight(kg, 'imperial')).toBe(imperial);
    expect(formatWeight(kg, 'metric')).toBe(metric);
  });
});
