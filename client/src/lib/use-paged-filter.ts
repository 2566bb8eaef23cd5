import { useState } from 'react';

/**
 * A list's filter (a search, a set of filters) and its page: a new filter starts again at page 1,
 * since the page the office was on may not exist in the new result.
 */
export function usePagedFilter<T>(initial: T) {
  const [filter, setFilterOnly] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = (next: T) => {
    setFilterOnly(next);
    setPage(1);
  };
  return { filter, setFilter, page, setPage };
}
