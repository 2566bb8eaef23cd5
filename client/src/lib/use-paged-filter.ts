import { useState } from 'react';

/**
 * A list's filter (a search, a set of filters) and its page: a new filter starts again at page 1,
 * since the page the office was on may not exist in the new result. `paging` is the page as the
 * API's limit and offset; `pager` is what the Pager under the list takes of it.
 */
export function usePagedFilter<T>(initial: T, pageSize: number) {
  const [filter, setFilterOnly] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = (next: T) => {
    setFilterOnly(next);
    setPage(1);
  };
  const paging = { limit: pageSize, offset: (page - 1) * pageSize };
  const pager = { page, pageSize, onPage: setPage };
  return { filter, setFilter, page, setPage, paging, pager };
}
