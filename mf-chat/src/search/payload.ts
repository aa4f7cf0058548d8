import type { SearchPayload } from './api';
import { toSearchConditions } from './conditions';
import type { SearchTypeState } from './types';

/** The actorsearch/search body a state asks for. */
export function toSearchPayload(state: SearchTypeState): SearchPayload {
  const payload: SearchPayload = {
    page: state.page,
    moodValue: 0,
    searchType: state.searchType,
    sortType: state.sort,
    currentCollection: state.activeCategory,
    searchConditions: toSearchConditions(state.filters),
    changedFilter: state.changedFilter,
  };
  if (state.searchType === 'location' && state.location && state.locationZip) {
    payload.forcedGuestLocation = state.location;
    payload.forcedGuestZip = state.locationZip;
  }
  return payload;
}

/** A stable text of the query: equal texts need no new request. */
export function queryKeyOf(state: SearchTypeState): string {
  const { changedFilter: _changed, ...payload } = toSearchPayload(state);
  return JSON.stringify(payload);
}
