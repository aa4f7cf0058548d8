import { AGE_LIMITS, PRICE_LIMITS, type SearchFilters } from './types';

/** searchConditions as actorsearch/search accepts them (spec 001 §7.2). */
export interface SearchConditions {
  genderTypes?: SearchFilters['genderTypes'];
  ageFrom?: number;
  ageTo?: number;
  languages?: SearchFilters['languages'];
  countries?: string[];
  features?: SearchFilters['features'];
  priceFrom?: number;
  priceTo?: number;
  onlineOnly: boolean;
  freeChat?: boolean;
}

const within = (value: number | null, min: number, max: number): number | undefined =>
  value !== null && Number.isInteger(value) && value >= min && value <= max ? value : undefined;

const sortedUnique = <T extends string>(values: readonly T[]): T[] | undefined =>
  values.length ? [...new Set(values)].sort() : undefined;

/** A range typed the wrong way round is read the right way round. */
function range(from: number | undefined, to: number | undefined): [number | undefined, number | undefined] {
  return from !== undefined && to !== undefined && from > to ? [to, from] : [from, to];
}

/**
 * The filter panel's state as searchConditions: empty lists and out-of-range numbers (a half-typed
 * age of "2") are left out, so the server never sees a filter it would reject.
 */
export function toSearchConditions(filters: SearchFilters): SearchConditions {
  const [ageFrom, ageTo] = range(
    within(filters.ageFrom, AGE_LIMITS.min, AGE_LIMITS.max),
    within(filters.ageTo, AGE_LIMITS.min, AGE_LIMITS.max),
  );
  const [priceFrom, priceTo] = range(
    within(filters.priceFrom, PRICE_LIMITS.min, PRICE_LIMITS.max),
    within(filters.priceTo, PRICE_LIMITS.min, PRICE_LIMITS.max),
  );
  const conditions: SearchConditions = {
    genderTypes: sortedUnique(filters.genderTypes),
    ageFrom,
    ageTo,
    languages: sortedUnique(filters.languages),
    countries: sortedUnique(filters.countries),
    features: sortedUnique(filters.features),
    priceFrom,
    priceTo,
    onlineOnly: filters.onlineOnly,
    freeChat: filters.freeChat || undefined,
  };
  return Object.fromEntries(Object.entries(conditions).filter(([, value]) => value !== undefined)) as SearchConditions;
}
