import { DEFAULT_CATEGORY } from '@vx/shared/constants';
import { badRequest } from '../../http/errors';
import type { SearchType, SortType } from './schema';

/**
 * A collection is a saved search the client names by number (spec 001 §9 default categories): the
 * live cams (3) and the new registrants (88). It contributes base filters that a request's own
 * searchConditions may override.
 */
export interface CollectionFilter {
  onlineOnly?: boolean;
  /** Registered within this many days. */
  registeredWithinDays?: number;
}

const COLLECTIONS: Record<number, CollectionFilter> = {
  [DEFAULT_CATEGORY.actorSearch]: { onlineOnly: true },
  [DEFAULT_CATEGORY.newRegistrants]: { registeredWithinDays: 30 },
};

/** The collection a search type shows when the client names none. */
export function defaultCollection(searchType: SearchType): number {
  return searchType === 'newGirls' ? DEFAULT_CATEGORY.newRegistrants : DEFAULT_CATEGORY.actorSearch;
}

export function collectionFilter(id: number): CollectionFilter {
  const filter = COLLECTIONS[id];
  if (!filter) throw badRequest(`Unknown collection ${id}`, 'unknown_collection');
  return filter;
}

/** Default sort per search type: rank by default, distance for a location search (spec 000 §4). */
export function defaultSort(searchType: SearchType): SortType {
  switch (searchType) {
    case 'location':
      return 'distance';
    case 'newGirls':
      return 'date';
    default:
      return 'online_ranking';
  }
}

export function sortOptions(searchType: SearchType): SortType[] {
  const common: SortType[] = ['online_ranking', 'ranking', 'date', 'guest_preferences'];
  return searchType === 'location' ? ['distance', ...common] : common;
}
