import { useState } from 'react';

/**
 * The filters of a console list and the page shown; changing a filter goes back to the first
 * page, since the old page number may not exist in the new result.
 */
export function useListFilters<TFilters extends Record<string, unknown>>(initial: TFilters) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = <TKey extends keyof TFilters>(key: TKey, value: TFilters[TKey]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}
