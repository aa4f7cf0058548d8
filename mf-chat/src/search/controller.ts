import type { RestClient } from '@vx/shared';
import { fetchZipLocation, postSearch, type SearchPayload, type SearchResponse } from './api';
import { changeFilter, changeFilters, changeLocation, changePage, changeSort, changeZip } from './changes';
import { createLatestRequester } from './latest';
import { queryKeyOf, toSearchPayload } from './payload';
import type { SearchStore } from './store';
import type { FilterName, SearchFilters, SearchTypeState, SortType } from './types';
import { createZipLookup } from './zip';

export type SearchController = ReturnType<typeof createSearchController>;

/** The actions on one search state: each change updates the store, `load` asks the server. */
export function createSearchController(store: SearchStore, rest: RestClient, key: string, create: () => SearchTypeState) {
  store.get(key, create);
  const request = createLatestRequester<SearchPayload, SearchResponse>((payload, signal) => postSearch(rest, payload, signal));
  const onZip = createZipLookup(
    (zip) => fetchZipLocation(rest, zip),
    (zip, location) => store.update(key, (state) => changeLocation(state, zip, location)),
  );

  return {
    key,
    /** Searches unless the shown actors already answer the current query (a restored state). */
    load(force = false) {
      const state = store.peek(key);
      if (!state) return Promise.resolve('stale' as const);
      const query = queryKeyOf(state);
      if (!force && state.loadedQuery === query && state.status === 'ready') return Promise.resolve('stale' as const);
      store.update(key, (current) => ({ ...current, status: 'loading' }));
      return request(
        toSearchPayload(state),
        (answer) =>
          store.update(key, (current) => ({
            ...current,
            actors: answer.actors,
            page: answer.page,
            maxPage: answer.maxPage,
            totalHits: answer.totalHits,
            markers: answer.markers ?? current.markers,
            status: 'ready',
            loadedQuery: query,
          })),
        () => store.update(key, (current) => ({ ...current, status: 'error' })),
      );
    },
    setFilter<K extends FilterName>(name: K, value: SearchFilters[K]) {
      store.update(key, (state) => changeFilter(state, name, value));
    },
    /** Back to the filters the search started with (a category keeps its gender types). */
    resetFilters() {
      store.update(key, (state) => changeFilters(state, create().filters));
    },
    setSort(sort: SortType) {
      store.update(key, (state) => changeSort(state, sort));
    },
    setPage(page: number) {
      store.update(key, (state) => changePage(state, page));
    },
    /** Stores the typed zip; the lookup runs only at exactly five characters. */
    setZip(zip: string) {
      store.update(key, (state) => changeZip(state, zip));
      return onZip(zip);
    },
  };
}
