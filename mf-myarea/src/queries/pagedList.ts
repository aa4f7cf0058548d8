import { useCallback } from 'react';
import { useQueries, type QueryKey, type UseQueryResult } from '@tanstack/react-query';

/** A page as the list's call answers it: its items and how many there are in all. */
export interface PageAnswer<T> {
  items: T[];
  total: number;
}

/** The pages loaded so far as one list. */
export interface PagedList<T> {
  items: T[];
  total: number;
  /** A page is loading: the first (nothing to show yet) or the next one "show more" asked for. */
  isPending: boolean;
  isError: boolean;
  /** The server has more than the pages shown: offer "show more". */
  hasMore: boolean;
  refetch: () => void;
}

interface Options<T> {
  /** How many pages are shown: 1, then one more per "show more". */
  pages: number;
  pageSize: number;
  /** The key of page `index` (from 0): one cache entry per page, so each reloads and is patched on its own. */
  queryKey: (index: number) => QueryKey;
  queryFn: (index: number, signal: AbortSignal) => Promise<PageAnswer<T>>;
  enabled: boolean;
  /** Orders the joined pages (the pages are the server's order when not given); a function that stays the same. */
  arrange?: (items: T[]) => T[];
}

/**
 * The first `pages` pages of a list the server answers page by page, one query each, joined into one
 * list (useInfiniteQuery is not among the request cache's shared exports). Whether there is more is
 * told by the page count, not by the items: a list that drops a duplicate never asks forever.
 */
export function usePagedList<T>({ pages, pageSize, queryKey, queryFn, enabled, arrange }: Options<T>): PagedList<T> {
  // A stable combine keeps the joined list the same object while no page changed (TanStack runs it
  // again only then), so a page may defer its render on it without rendering again and again.
  const combine = useCallback(
    (results: UseQueryResult<PageAnswer<T>>[]): PagedList<T> => {
      const loaded = results.map((result) => result.data).filter((page): page is PageAnswer<T> => page !== undefined);
      const joined = loaded.flatMap((page) => page.items);
      const total = loaded.at(-1)?.total ?? 0;
      return {
        items: arrange ? arrange(joined) : joined,
        total,
        isPending: results.some((result) => result.isPending),
        isError: results.some((result) => result.isError),
        hasMore: loaded.length === pages && pages * pageSize < total,
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
    [pages, pageSize, arrange],
  );
  return useQueries({
    queries: Array.from({ length: pages }, (_, index) => ({
      queryKey: queryKey(index),
      queryFn: ({ signal }: { signal: AbortSignal }) => queryFn(index, signal),
      enabled,
    })),
    combine,
  });
}
