import type { FilterName, SearchFilters, SearchTypeState, SortType } from './types';

/** Every change except the page sends the guest back to page 1 (spec 000 §4). */
export function changeFilter<K extends FilterName>(state: SearchTypeState, name: K, value: SearchFilters[K]): SearchTypeState {
  return { ...state, filters: { ...state.filters, [name]: value }, changedFilter: name, page: 1 };
}

export function changeSort(state: SearchTypeState, sort: SortType): SearchTypeState {
  return { ...state, sort, changedFilter: 'sort', page: 1 };
}

export function changeFilters(state: SearchTypeState, filters: SearchFilters): SearchTypeState {
  return { ...state, filters, changedFilter: null, page: 1 };
}

export function changePage(state: SearchTypeState, page: number): SearchTypeState {
  const target = Math.max(1, Math.min(Math.trunc(page) || 1, Math.max(1, state.maxPage)));
  return { ...state, page: target };
}

/** Typing a zip alone changes no search: only its looked-up location does. */
export function changeZip(state: SearchTypeState, zip: string): SearchTypeState {
  return { ...state, zip };
}

/** A zip's location (null when the lookup failed) starts again at page 1 as well. */
export function changeLocation(state: SearchTypeState, zip: string, location: SearchTypeState['location']): SearchTypeState {
  return { ...state, location, locationZip: location ? zip : null, lookedUpZip: zip, changedFilter: 'zip', page: 1 };
}
