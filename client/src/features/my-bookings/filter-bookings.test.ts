import { describe, expect, it } from 'vitest';
import { aBooking } from '@/test/bookings';
import { filterBookings } from './filter-bookings';

const booking = aBooking;

const list = [
  booking({ id: 1 }),
  booking({ id: 2, serviceType: 'launch', confirmationCode: 'NJ7JT7AY', ownerName: 'Casey Keel' }),
];

describe('filterBookings', () => {
  it('when the search is blank, then every booking shows', () => {
    expect(filterBookings(list, '   ')).toHaveLength(2);
  });

  it.each([
    ['nj7j', [2]],
    ['MORGAN', [1]],
    ['launch', [2]],
    ['haul', [1]],
    ['morgan@example', []],
  ])('when searching "%s", then the matching bookings are %j', (term, ids) => {
    expect(filterBookings(list, term).map((b) => b.id)).toEqual(ids);
  });
});
