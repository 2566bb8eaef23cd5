import { describe, expect, it } from 'vitest';
import { listParams } from './list-params';
import { defaultSort, type BookingsUrlState } from './use-bookings-url-state';

const state = (change: Partial<BookingsUrlState> = {}): BookingsUrlState => ({
  view: 'list',
  q: '',
  serviceType: undefined,
  attention: undefined,
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

  it('when only what needs attention is asked for, then the list sends it', () => {
    expect(listParams(state({ attention: 'lift-override' }), '2026-03-01')).toMatchObject({
      from: '2026-03-01',
      attention: 'lift-override',
    });
  });
});
