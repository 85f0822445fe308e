import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { parsePage } from './page-links.ts';

/** Answer of every paged list endpoint: `{<plural>: [...], pages}`. */
export type PagedResponse<K extends string, T> = { [P in K]: T[] } & { pages: number };

export type FilterValue = string | string[];
export type Filters = Record<string, FilterValue>;

type UsePagedQueryOptions<K extends string> = {
  /** first element of the query key, e.g. `'vendas'`: invalidating `[area]` reloads every page */
  area: string;
  /** e.g. `'/api/vendas/detailed/'` */
  path: string;
  /** name of the list in the answer, e.g. `'vendas'` */
  listKey: K;
  /** search params sent as filters; default: every one but `page` */
  filterKeys?: readonly string[];
  /** params always sent, whatever the URL says, e.g. `{ sem_consultor: 'true' }` */
  fixedParams?: Record<string, string>;
  enabled?: boolean;
  /**
   * Where the page and the filters are kept: in the address (default), or in the list's own state (`'local'`),
   * for a list inside a dialog or a second list on a page that keeps its own in the address.
   */
  estado?: 'endereco' | 'local';
  /** with `estado: 'local'`: the filters the list starts with, e.g. `{ status: 'aberto' }` */
  filtrosIniciais?: Filters;
};

const PAGE_PARAM = 'page';
const NO_ROWS: readonly never[] = [];

function readFilters(params: URLSearchParams, filterKeys?: readonly string[]): Filters {
  const keys = filterKeys ?? [...new Set(params.keys())].filter((key) => key !== PAGE_PARAM);
  const filters: Filters = {};
  for (const key of keys) {
    const values = params.getAll(key).filter((value) => value !== '');
    if (values.length === 1) filters[key] = values[0] ?? '';
    else if (values.length > 1) filters[key] = values;
  }
  return filters;
}

function paramsDe(filters: Filters | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== '') params.append(key, item);
  }
  return params;
}

/**
 * A server-paged list driven by the URL: `?page=N` and the filters live in the search params,
 * so a page can be reloaded, shared or opened in a new tab as it is. With `estado: 'local'` they live in the
 * list's own state, in the same form, and the address is left alone.
 */
export function usePagedQuery<T, K extends string>({
  area,
  path,
  listKey,
  filterKeys,
  fixedParams,
  enabled = true,
  estado = 'endereco',
  filtrosIniciais,
}: UsePagedQueryOptions<K>) {
  const noEndereco = estado === 'endereco';
  const [paramsDoEndereco, setSearchParams] = useSearchParams();
  const [paramsLocais, setParamsLocais] = useState(() => paramsDe(filtrosIniciais));
  const searchParams = noEndereco ? paramsDoEndereco : paramsLocais;
  const page = parsePage(searchParams.get(PAGE_PARAM));
  const search = searchParams.toString();
  const filterList = filterKeys?.join('&');
  const filters = useMemo(
    () => readFilters(new URLSearchParams(search), filterList?.split('&')),
    [search, filterList],
  );
  const fixed = fixedParams ? new URLSearchParams(fixedParams).toString() : '';
  const params = useMemo(
    () => ({ ...filters, ...Object.fromEntries(new URLSearchParams(fixed)), [PAGE_PARAM]: page }),
    [filters, fixed, page],
  );

  const query = useQuery({
    queryKey: queryKeys.list(area, path, params),
    queryFn: ({ signal }) => api.get<PagedResponse<K, T>>(path, { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

  // the params as this list last set them, or as the address has them since: the router hands a change the
  // params of the render it was made in, so a second change made before the list renders again (a field that
  // applies its text a moment after a select was chosen) would drop the first
  const ultimos = useRef(searchParams);
  useEffect(() => {
    ultimos.current = searchParams;
  }, [searchParams]);
  const mudar = useCallback(
    (muda: (params: URLSearchParams) => void) => {
      const updated = new URLSearchParams(ultimos.current);
      muda(updated);
      ultimos.current = updated;
      if (noEndereco) setSearchParams(updated);
      else setParamsLocais(updated);
    },
    [noEndereco, setSearchParams],
  );

  const setPage = useCallback(
    (next: number) =>
      mudar((updated) => {
        if (next <= 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(next));
      }),
    [mudar],
  );

  /** Sets or clears (`null`, `''`, `[]`) filters and goes back to page 1. */
  const setFilters = useCallback(
    (changes: Record<string, FilterValue | null | undefined>) =>
      mudar((updated) => {
        for (const [key, value] of Object.entries(changes)) {
          updated.delete(key);
          for (const item of Array.isArray(value) ? value : [value ?? '']) {
            if (item !== '') updated.append(key, item);
          }
        }
        updated.delete(PAGE_PARAM);
      }),
    [mudar],
  );

  const hasFilters = Object.keys(filters).length > 0;
  /** Clears every filter of the list (its `filterKeys`, or every param but the page) and goes back to page 1. */
  const clearFilters = useCallback(
    () => setFilters(Object.fromEntries(Object.keys(filters).map((key) => [key, null]))),
    [filters, setFilters],
  );

  return {
    rows: (query.data?.[listKey] ?? NO_ROWS) as readonly T[],
    pages: query.data?.pages ?? 1,
    page,
    setPage,
    filters,
    setFilters,
    hasFilters,
    clearFilters,
    isLoading: query.isFetching,
    error: query.error,
    query,
  };
}
