import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { useSearchResults, useZipLookup } from '../queries/search';
import { createSearchController } from './controller';
import { toSearchPayload } from './payload';
import { searchStore, type SearchStore } from './store';
import type { SearchChoices, SearchTypeState } from './types';

/**
 * One search state: the guest's choices from the store and their answer from the query cache. A
 * change of filter, sort, page or location is a new query; a restored state whose query is cached
 * does not search again. The bus keeps the answers live (queries/search.ts).
 *
 * The choices reach the controls at once and the query a render later, as a deferred value: the
 * guest's tick paints before React renders the new query and its dimmed grid, a render that a
 * newer choice interrupts (the newest choice is the one asked). Dimming in the tick's own render
 * repaints the whole grid before the tick shows (INP under 4× throttling, issue 9 §1).
 */
export function useActorSearch(key: string, create: () => SearchChoices, store: SearchStore = searchStore) {
  const lookUpZip = useZipLookup();
  const controller = useMemo(() => createSearchController(store, lookUpZip, key), [store, lookUpZip, key]);
  const subscribe = useMemo(
    () => (notify: () => void) => {
      const subscription = store.watch(key).subscribe(notify);
      return () => subscription.unsubscribe();
    },
    [store, key],
  );
  const choices = useSyncExternalStore(subscribe, () => store.peek(key) ?? store.get(key, create));
  const current = useMemo(() => ({ key, choices }), [key, choices]);
  const deferred = useDeferredValue(current);
  // Another key is another search state: it never asks with the choices of the one before.
  const asked = deferred.key === key ? deferred.choices : choices;
  const payload = useMemo(() => toSearchPayload(asked), [asked]);
  const results = useSearchResults(key, payload);
  // An answer reaches the grid as a deferred value too: the query cache's updates are synchronous
  // (useSyncExternalStore), so 30 new tiles rendered in one long task; deferred, React renders them
  // in slices while the grid keeps what it showed (TBT, issue 9).
  const answer = useDeferredValue(results.shown);

  const state: SearchTypeState = {
    ...choices,
    actors: answer?.actors ?? [],
    maxPage: answer?.maxPage ?? 1,
    totalHits: answer?.totalHits ?? 0,
    markers: answer?.markers ?? [],
    status: results.isFetching ? 'loading' : results.isError ? 'error' : 'ready',
    loaded: answer !== undefined,
  };
  return { state, controller, retry: () => void results.refetch() };
}
