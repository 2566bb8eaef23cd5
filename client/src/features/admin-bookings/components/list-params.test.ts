import { describe, expect, it } from 'vitest';
import { listParams, pageSummary } from './list-params';
import { defaultSort, type BookingsUrlState } from './use-bookings-url-state';

const state = (change: Partial<BookingsUrlState> = {}): BookingsUrlState => ({
  view: 'list',
  q: '',
  serviceType: undefined,
  range: 'upcoming',
  sort: 'date',
  page: 1,
  ...change,
});

describe('the list query', () => {
  it('when nothing is chosen, then it asks for the first 50 from today on, by date', () => {
    expect(listParams(state(), '2026-03-01')).toEqual({
      from: '2026-03-01',
      sort: 'date',
      limit: 50,
      offset: 0,
    });
  });

  it('when the past is chosen, then it ends yesterday (across a month end) and reads newest first', () => {
    const past = state({ range: 'past', sort: defaultSort('past') });
    expect(listParams(past, '2026-03-01')).toEqual({
      to: '2026-02-28',
      sort: '-date',
      limit: 50,
      offset: 0,
    });
  });

  it('when searching and filtering on page 3, then the words are trimmed and the offset is 100', () => {
    const params = listParams(
      state({ q: '  Marlin ', serviceType: 'launch', sort: '-owner', page: 3 }),
      '2026-03-01',
    );
    expect(params).toMatchObject({
      q: 'Marlin',
      serviceType: 'launch',
      sort: '-owner',
      offset: 100,
    });
  });
});

describe('the page summary', () => {
  it('when a page is full or the last one, then it reads like 1-50 of 1,234', () => {
    expect(pageSummary(1, 50, 1234)).toBe('1-50 of 1,234');
    expect(pageSummary(25, 34, 1234)).toBe('1,201-1,234 of 1,234');
    expect(pageSummary(1, 1, 1)).toBe('1-1 of 1');
  });
});
