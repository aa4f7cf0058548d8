import type { SearchPayload } from '../queries/search';
import { toSearchConditions } from './conditions';
import type { SearchChoices } from './types';

/** The actorsearch/search body a state asks for. */
export function toSearchPayload(state: SearchChoices): SearchPayload {
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
