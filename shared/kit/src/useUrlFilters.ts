import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@podbridge/shared/router';

/** A directory's own filters: a value per URL parameter, '' or false while unset. */
export type UrlFilterValues<Filters> = { [Key in keyof Filters]: string | boolean };

export interface UseUrlFilters<Filters extends UrlFilterValues<Filters>> {
  filters: Filters;
  /**
   * Only the filters that are set: what joins the directory's query, so the unfiltered first page keeps the query
   * key it was sent rendered with.
   */
  setFilters: Partial<Filters>;
  /** Whether any of these filters is set. */
  anySet: boolean;
  /** A search is typed (the default order is then best match). */
  searching: boolean;
  /** Changes filters from page 1; an unset value ('' or false) leaves the URL. */
  set: (changes: Partial<Filters>) => void;
  /** Every filter of the directory gone at once: these, the search, the category and the page. */
  clearAll: () => void;
}

/**
 * A directory's filters beyond the search and the category, kept in the URL beside them (so a link or Back shows the
 * same list). `read` turns the URL into values, dropping any it does not know; `keys` are the parameters it reads.
 */
export function useUrlFilters<Filters extends UrlFilterValues<Filters>>(
  read: (params: URLSearchParams) => Filters,
  keys: readonly (keyof Filters & string)[],
): UseUrlFilters<Filters> {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  // The router hands an update the parameters of its last render: two changes made before the page draws again
  // (two filters picked quickly) would each start from the same ones and the first would be lost. Each change
  // starts from the one before until the page has drawn it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(pending.current ?? current);
        edit(next);
        pending.current = next;
        return next;
      }),
    [setParams],
  );
  const set = useCallback(
    (changes: Partial<Filters>) =>
      change((next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === false || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        next.delete('page');
      }),
    [change],
  );
  const clearAll = useCallback(
    () =>
      change((next) => {
        for (const key of [...keys, 'search', 'category', 'page']) next.delete(key);
      }),
    [change, keys],
  );
  const setFilters = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(filters).filter(([, value]) => value !== '' && value !== false),
      ) as Partial<Filters>,
    [filters],
  );
  return {
    filters,
    setFilters,
    anySet: Object.keys(setFilters).length > 0,
    searching: (params.get('search') ?? '').trim() !== '',
    set,
    clearAll,
  };
}
