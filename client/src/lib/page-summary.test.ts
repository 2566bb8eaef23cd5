import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary';

describe('the page summary under a paged list', () => {
  it('when a page is full or the last one, then it reads like 1-50 of 1,234', () => {
    expect(pageSummary({ page: 1, pageSize: 50, shown: 50, total: 1234 })).toBe('1-50 of 1,234');
    expect(pageSummary({ page: 25, pageSize: 50, shown: 34, total: 1234 })).toBe(
      '1,201-1,234 of 1,234',
    );
    expect(pageSummary({ page: 2, pageSize: 25, shown: 1, total: 26 })).toBe('26-26 of 26');
  });

  it('when the list names what it counts, then the noun follows: 1-50 of 51 users', () => {
    expect(pageSummary({ page: 1, pageSize: 50, shown: 50, total: 51, noun: 'users' })).toBe(
      '1-50 of 51 users',
    );
  });

  it('when a page past the end shows nothing, then 0 of the total', () => {
    expect(pageSummary({ page: 3, pageSize: 50, shown: 0, total: 51, noun: 'users' })).toBe(
      '0 of 51 users',
    );
  });
});
