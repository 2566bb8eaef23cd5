import { describe, expect, it } from 'vitest';
import { adminBookingListQuerySchema, dateRangeQuerySchema } from './booking';
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
  it('when an id is not a positive whole number, then it is refused with one message', () => {
    expect(idParam.safeParse({ id: '7' }).data).toEqual({ id: 7 });
    expect(userIdParam.safeParse({ userId: '7' }).data).toEqual({ userId: 7 });
    expect(idParam.safeParse({ id: 'x' }).error?.issues[0]?.message).toBe('Id must be a number');
    expect(userIdParam.safeParse({ userId: '0' }).error?.issues[0]?.message).toBe(
      'Id must be a number',
    );
  });
});
