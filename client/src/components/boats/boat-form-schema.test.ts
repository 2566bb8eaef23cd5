import { describe, expect, it } from 'vitest';
import { aBoat } from '@/test/boats';
import { boatFormInput, boatFormSchema, emptyBoatForm } from './boat-form-schema';

const typed = (fields: Partial<typeof emptyBoatForm>) => ({
  ...emptyBoatForm,
  name: 'Sea Breeze',
  ...fields,
});

describe('the boat form’s fields', () => {
  it('when a metric marina’s owner types 9.91 and 6.35 t, then metres and kilograms are sent', () => {
    const values = boatFormSchema('metric').parse(
      typed({ lengthM: '9.91', draftM: '160 cm', weightKg: '6.35 t', year: ' 2015 ' }),
    );
    expect(values).toMatchObject({ lengthM: 9.91, draftM: 1.6, weightKg: 6350, year: 2015 });
  });

  it('when the optional fields are left empty, then they are sent as null', () => {
    const values = boatFormSchema('imperial').parse(typed({ lengthM: '32.5' }));
    expect(values).toEqual({
      ...Object.fromEntries(Object.keys(emptyBoatForm).map((key) => [key, null])),
      name: 'Sea Breeze',
      lengthM: 9.91,
    });
  });

  it.each([
    ['lengthM', '', 'Enter a length'],
    ['lengthM', '9,91 m', 'Use a point for decimals, not a comma'],
    ['lengthM', '2 ft', 'Length must be between 3 ft 4 in and 328 ft 1 in'],
    ['weightKg', 'heavy', 'Enter a weight like 14,000 lb'],
    ['year', 'nineties', 'Year must be a year, like 2015'],
  ] as const)('when %s is %j, then the field says %j', (field, text, message) => {
    const result = boatFormSchema('imperial').safeParse(typed({ lengthM: '32 ft', [field]: text }));
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('when a stored boat is edited, then its sizes read in the marina’s units', () => {
    const boat = aBoat({ lengthM: 9.91, beamM: 3.4, weightKg: 6350, year: 2015 });
    expect(boatFormInput(boat, 'imperial')).toMatchObject({
      lengthM: '32 ft 6 in',
      beamM: '11 ft 2 in',
      weightKg: '14,000 lb',
      draftM: '',
      year: '2015',
    });
    expect(boatFormInput(boat, 'metric')).toMatchObject({
      lengthM: '9.91 m',
      beamM: '3.4 m',
      weightKg: '6.35 t',
    });
  });
});
