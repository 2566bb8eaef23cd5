import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES, STORAGE_TYPES } from './constants';
import { getLocationOptions, getOfficeLocationOptions, isOfficeRoute } from './locations';

describe('what the office may book for a customer', () => {
  it.each([
    // docs/product.md#locations: the schedule table plus where a boat of the storage may start.
    [
      'haul-out',
      'wet-slip',
      ['my-wet-slip', 'wash-pad', 'parking-lot', 'transient-slip'],
      ['parking-lot', 'wash-pad'],
    ],
    [
      'launch',
      'wet-slip',
      ['parking-lot', 'wash-pad', 'my-wet-slip', 'transient-slip'],
      ['wet-slip'],
    ],
    [
      'haul-out',
      'dry-storage',
      ['dry-storage', 'wash-pad', 'parking-lot'],
      ['transient-slip', 'wash-pad'],
    ],
    [
      'launch',
      'covered-dry-storage',
      ['dry-storage', 'wash-pad', 'parking-lot'],
      ['wet-slip', 'transient-slip'],
    ],
  ] as const)(
    'when a %s is for a %s customer, then these are offered',
    (service, storage, sources, destinations) => {
      const options = getOfficeLocationOptions(service, storage);
      expect(options.sources).toEqual(sources);
      expect(options.destinations).toEqual(destinations);
    },
  );

  it('when the customer has no storage type, then what either storage gets, with the usual defaults', () => {
    const options = getOfficeLocationOptions('haul-out', null);
    expect([...options.sources].sort()).toEqual([
      'dry-storage',
      'my-wet-slip',
      'parking-lot',
      'transient-slip',
      'wash-pad',
    ]);
    expect(options).toMatchObject({ defaultSource: 'my-wet-slip', defaultDestination: 'wash-pad' });
    expect(getOfficeLocationOptions('launch', null)).toMatchObject({
      defaultSource: 'dry-storage',
      defaultDestination: 'wet-slip',
    });
  });

  it('when any customer, service and route is tried, then the office accepts exactly the offered pairs, owners’ routes included', () => {
    const service = fc.constantFrom(...SERVICE_TYPES);
    const storage = fc.constantFrom(...STORAGE_TYPES, null);
    const place = fc.string();
    fc.assert(
      fc.property(service, storage, place, place, (s, st, from, to) => {
        const offered = getOfficeLocationOptions(s, st);
        const both =
          (offered.sources as readonly string[]).includes(from) &&
          (offered.destinations as readonly string[]).includes(to);
        expect(isOfficeRoute(s, st, from, to)).toBe(both);
        expect(offered.sources).toContain(offered.defaultSource);
        expect(offered.destinations).toContain(offered.defaultDestination);
        if (st !== null) {
          const owner = getLocationOptions(s, st);
          for (const from2 of owner.sources)
            for (const to2 of owner.destinations)
              expect(isOfficeRoute(s, st, from2, to2)).toBe(true);
        }
      }),
    );
  });
});
