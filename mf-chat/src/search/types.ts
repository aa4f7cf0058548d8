import { DEFAULT_CATEGORY, type ActorTile, type GenderType } from '@vx/shared';

/** Search types and sort orders of spec 000 §4 and spec 001 §7.2. */
export const SEARCH_TYPES = ['default', 'location', 'custom', 'newGirls'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SORT_TYPES = ['online_ranking', 'ranking', 'date', 'guest_preferences', 'distance'] as const;
export type SortType = (typeof SORT_TYPES)[number];
/** The sorts a guest picks from; distance is implied by a location search. */
export const SELECTABLE_SORTS = ['online_ranking', 'ranking', 'date', 'guest_preferences'] as const;

export const CHAT_FEATURES = ['hd', 'audio', 'dildocontrol', 'voyeur'] as const;
export type ChatFeature = (typeof CHAT_FEATURES)[number];

/** Languages the catalogue's actors speak. */
export const SPOKEN_LANGUAGES = ['de', 'en', 'nl', 'es', 'fr', 'it'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
export const COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'BE', 'ES', 'FR', 'IT', 'PL', 'CZ', 'HU', 'RO', 'GB'] as const;

export const AGE_LIMITS = { min: 18, max: 99 } as const;
export const PRICE_LIMITS = { min: 0, max: 100_000 } as const;

export interface GeoPoint {
  lat: number;
  long: number;
}

/** What the filter panel edits; an empty list or null means "any". */
export interface SearchFilters {
  genderTypes: GenderType[];
  ageFrom: number | null;
  ageTo: number | null;
  languages: SpokenLanguage[];
  countries: string[];
  features: ChatFeature[];
  priceFrom: number | null;
  priceTo: number | null;
  onlineOnly: boolean;
  /** Only actors offering free chat; set by the free-chat page, not by the filter panel. */
  freeChat?: boolean;
}
export type FilterName = keyof SearchFilters;

export type SearchStatus = 'loading' | 'ready' | 'error';

/**
 * What the guest chose in one search type (spec 000 §3): active category, filters, page and sort;
 * plus the zip and location of a location search. Client state: the answer is the query's.
 */
export interface SearchChoices {
  searchType: SearchType;
  activeCategory: number;
  filters: SearchFilters;
  sort: SortType;
  page: number;
  /** The zip as typed. */
  zip: string;
  /** The looked-up zip and its coordinates; null when none was entered or the lookup failed. */
  location: GeoPoint | null;
  locationZip: string | null;
  /** The last zip whose lookup finished (found or not). */
  lookedUpZip: string | null;
  /** The filter the guest changed last (sent as changedFilter). */
  changedFilter: string | null;
}

/** The actor search state of one search type as the page shows it: the choices and the answer. */
export interface SearchTypeState extends SearchChoices {
  actors: ActorTile[];
  maxPage: number;
  totalHits: number;
  markers: unknown[];
  status: SearchStatus;
  /** Whether an answer is shown (an earlier one while the current query loads). */
  loaded: boolean;
}

export const EMPTY_FILTERS: SearchFilters = {
  genderTypes: [],
  ageFrom: null,
  ageTo: null,
  languages: [],
  countries: [],
  features: [],
  priceFrom: null,
  priceTo: null,
  onlineOnly: false,
};

/** Default sort: rank; a location search sorts by distance; new girls by registration date. */
export function defaultSort(searchType: SearchType): SortType {
  if (searchType === 'location') return 'distance';
  if (searchType === 'newGirls') return 'date';
  return 'online_ranking';
}

export function initialState(searchType: SearchType, changes: Partial<SearchChoices> = {}): SearchChoices {
  return {
    searchType,
    activeCategory: searchType === 'newGirls' ? DEFAULT_CATEGORY.newRegistrants : DEFAULT_CATEGORY.actorSearch,
    filters: { ...EMPTY_FILTERS, onlineOnly: searchType !== 'newGirls' },
    sort: defaultSort(searchType),
    page: 1,
    zip: '',
    location: null,
    locationZip: null,
    lookedUpZip: null,
    changedFilter: null,
    ...changes,
  };
}
