import { useQueries, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The pages of a list loaded so far, joined: what a list with "show more" under it needs. */
export interface Pages<Answer, Item> {
  /** The first page's whole answer (a series' own fields beside its episodes). */
  first: Answer | undefined;
  items: Item[];
  total: number;
  /** The first page is loading: nothing to show yet. */
  isPending: boolean;
  /** A page after the first is loading ("show more" was pressed). */
  isLoadingMore: boolean;
  isError: boolean;
  error: unknown;
  hasMore: boolean;
  refetch: () => void;
}

interface Options<Answer, Item> {
  /** How many pages are shown: 1, then one more per "show more". */
  pages: number;
  /** One cache entry per page (from 1), so "show more" asks only for the new one. */
  queryKey: (page: number) => QueryKey;
  queryFn: (page: number, signal: AbortSignal) => Promise<Answer>;
  /** Where a page's items and the list's total are in its answer; a function that stays the same. */
  itemsOf: (answer: Answer) => { items: Item[]; total: number };
  /** false: ask nothing (a URL parameter the page refused). */
  enabled?: boolean;
}

/**
 * The first `pages` pages of a list the server answers 30 at a time (spec 001 §9 tv/mediathek), one
 * query each (useInfiniteQuery is not among the request cache's shared exports), joined in order.
 * Whether there is more is told by the total, so a short page never asks forever.
 */
export function usePages<Answer, Item>({ pages, queryKey, queryFn, itemsOf, enabled = true }: Options<Answer, Item>): Pages<Answer, Item> {
  const combine = useCallback((results: UseQueryResult<Answer>[]): Pages<Answer, Item> => {
    const answers = results.map((result) => result.data);
    const upTo = answers.findIndex((answer) => answer === undefined);
    const shown = (upTo === -1 ? answers : answers.slice(0, upTo)) as Answer[];
    const lists = shown.map(itemsOf);
    const items = lists.flatMap((list) => list.items);
    const total = lists.at(-1)?.total ?? 0;
    return {
      first: shown[0],
      items,
      total,
      isPending: results[0]?.isPending ?? false,
      isLoadingMore: results.slice(1).some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.isError)?.error,
      hasMore: shown.length === results.length && items.length < total,
      refetch: () => results.forEach((result) => result.isError && void result.refetch()),
    };
  }, [itemsOf]);
  return useQueries({
    queries: Array.from({ length: pages }, (_, index) => ({
      queryKey: queryKey(index + 1),
      queryFn: ({ signal }: { signal: AbortSignal }) => queryFn(index + 1, signal),
      enabled,
    })),
    combine,
  });
}
