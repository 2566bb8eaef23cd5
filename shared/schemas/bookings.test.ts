import { describe, expect, it } from 'vitest';
import { adminBookingListQuerySchema } from './bookings';
import { dateRangeQuerySchema } from './capacity';
import { idParam, userIdParam } from './common';

describe('date window queries', () => {
  it.each([
    ['the admin list', adminBookingListQuerySchema],
    ['the override list', dateRangeQuerySchema],
  ])('when from is after to on %s, then it is refused on to', (_name, schema) => {
    const result = schema.safeParse({ from: '2030-07-02', to: '2030-07-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: 'From must be on or before to' }),
    ]);
    expect(schema.safeParse({ from: '2030-07-01', to: '2030-07-01' }).success).toBe(true);
  });
});

describe('id parameters', () => {
  it('when an id is not digits within the int4 column, then it is refused with a message', () => {
    expect(idParam.safeParse({ id: '7' }).data).toEqual({ id: 7 });
    expect(userIdParam.safeParse({ userId: '2147483647' }).data).toEqual({ userId: 2147483647 });
    for (const spelling of ['x', '1e3', '0x10', ' 7', '-1', '1.5', '']) {
      expect(idParam.safeParse({ id: spelling }).error?.issues[0]?.message, spelling).toBe(
        'Id must be a whole number',
      );
    }
    for (const outside of ['0', '2147483648', '9999999999']) {
      expect(userIdParam.safeParse({ userId: outside }).error?.issues[0]?.message, outside).toBe(
        'Id is out of range',
      );
    }
  });
});
