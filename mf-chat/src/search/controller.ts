import { changeFilter, changeFilters, changeLocation, changePage, changeSort, changeZip } from './changes';
import type { SearchStore } from './store';
import type { FilterName, GeoPoint, SearchFilters, SortType } from './types';
import { createZipLookup } from './zip';

export type SearchController = ReturnType<typeof createSearchController>;

/** The guest's actions on one search state; each changes the choices, and a new query follows from them. */
export function createSearchController(store: SearchStore, lookUpZip: (zip: string) => Promise<GeoPoint | null>, key: string) {
  const onZip = createZipLookup(
    lookUpZip,
    (zip, location) => store.update(key, (state) => changeLocation(state, zip, location)),
  );

  return {
    key,
    setFilter<K extends FilterName>(name: K, value: SearchFilters[K]) {
      store.update(key, (state) => changeFilter(state, name, value));
    },
    /** Back to the filters the search started with (a category keeps its gender types). */
    resetFilters() {
      store.update(key, (state, start) => changeFilters(state, start.filters));
    },
    setSort(sort: SortType) {
      store.update(key, (state) => changeSort(state, sort));
    },
    /** A page of the answer shown (within its maxPage). */
    setPage(page: number, maxPage: number) {
      store.update(key, (state) => changePage(state, page, maxPage));
    },
    /** Stores the typed zip; the lookup runs only at exactly five characters. */
    setZip(zip: string) {
      store.update(key, (state) => changeZip(state, zip));
      return onZip(zip);
    },
  };
}
