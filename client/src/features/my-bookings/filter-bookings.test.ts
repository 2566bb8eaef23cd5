import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api-types';
import { filterBookings } from './filter-bookings';

const booking = (overrides: Partial<Booking>): Booking => ({
  id: 1,
  userId: 1,
  serviceType: 'haul-out',
  sourceSlipType: 'my-wet-slip',
  destination: 'wash-pad',
  ownerName: 'Morgan Tide',
  ownerEmail: 'morgan@example.test',
  ownerPhone: '555-0100',
  isVibMember: false,
  specialRequests: null,
  bookingDate: '2026-12-02',
  timeSlot: '10:00 AM',
  confirmationCode: 'D7DHKNKS',
  completed: false,
  isOneWay: false,
  isBothWays: false,
  createdAt: '2026-11-25T12:00:00.000Z',
  ...overrides,
});

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
