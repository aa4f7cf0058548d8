import type { FilterName, SearchChoices, SearchFilters, SortType } from './types';

/** Every change except the page sends the guest back to page 1 (spec 000 §4). */
export function changeFilter<K extends FilterName>(state: SearchChoices, name: K, value: SearchFilters[K]): SearchChoices {
  return { ...state, filters: { ...state.filters, [name]: value }, changedFilter: name, page: 1 };
}

export function changeSort(state: SearchChoices, sort: SortType): SearchChoices {
  return { ...state, sort, changedFilter: 'sort', page: 1 };
}

export function changeFilters(state: SearchChoices, filters: SearchFilters): SearchChoices {
  return { ...state, filters, changedFilter: null, page: 1 };
}

/** A page within 1..maxPage of the answer shown. */
export function changePage(state: SearchChoices, page: number, maxPage: number): SearchChoices {
  const target = Math.max(1, Math.min(Math.trunc(page) || 1, Math.max(1, maxPage)));
  return { ...state, page: target };
}

/** Typing a zip alone changes no search: only its looked-up location does. */
export function changeZip(state: SearchChoices, zip: string): SearchChoices {
  return { ...state, zip };
}

/** A zip's location (null when the lookup failed) starts again at page 1 as well. */
export function changeLocation(state: SearchChoices, zip: string, location: SearchChoices['location']): SearchChoices {
  return { ...state, location, locationZip: location ? zip : null, lookedUpZip: zip, changedFilter: 'zip', page: 1 };
}
