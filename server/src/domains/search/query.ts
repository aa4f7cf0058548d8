import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { GenderType } from '@vx/shared/constants';
import type { ActorTile } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actorTileColumns, toActorTile } from '../actors/dto';
import { actors } from '../actors/schema';
import type { CollectionFilter } from './collections';
import type { Feature, SearchConditions, SortType } from './schema';

/** The effective filter of one search: a collection's base filters with the request's conditions on top. */
export interface ActorFilter {
  onlineOnly: boolean;
  /** Only actors offering free chat (the free-chat page). */
  freeChat: boolean;
  genderTypes: GenderType[];
  ageFrom: number | null;
  ageTo: number | null;
  languages: string[];
  countries: string[];
  features: Feature[];
  priceFrom: number | null;
  priceTo: number | null;
  registeredWithinDays: number | null;
}

export interface GeoPoint {
  lat: number;
  long: number;
}

export interface SearchPlan {
  filter: ActorFilter;
  sort: SortType;
  /** Needed by the distance sort; without it that sort falls back to ranking. */
  location: GeoPoint | null;
  page: number;
  pageSize: number;
}

/** Sorted and without repeats: equal filters then look equal, which the result cache relies on. */
function distinctSorted<T extends string>(values: readonly T[] | null | undefined): T[] {
  return [...new Set(values ?? [])].sort();
}

export function buildFilter(base: CollectionFilter, conditions: SearchConditions | null | undefined): ActorFilter {
  const c = conditions ?? {};
  return {
    onlineOnly: c.onlineOnly ?? base.onlineOnly ?? false,
    freeChat: c.freeChat ?? false,
    genderTypes: distinctSorted(c.genderTypes),
    ageFrom: c.ageFrom ?? null,
    ageTo: c.ageTo ?? null,
    languages: distinctSorted(c.languages),
    countries: distinctSorted(c.countries),
    features: distinctSorted(c.features),
    priceFrom: c.priceFrom ?? null,
    priceTo: c.priceTo ?? null,
    registeredWithinDays: base.registeredWithinDays ?? null,
  };
}

const FEATURE_COLUMNS = {
  hd: actors.featureHd,
  audio: actors.featureAudio,
  dildocontrol: actors.featureDildocontrol,
  voyeur: actors.voyeurAvailable,
} as const;

/** Every condition is a bound parameter: nothing from the request is ever spliced into SQL text. */
export function whereOf(filter: ActorFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.onlineOnly) conditions.push(eq(actors.isOnline, true));
  if (filter.freeChat) conditions.push(eq(actors.freeChat, true));
  if (filter.genderTypes.length) conditions.push(inArray(actors.genderType, filter.genderTypes));
  if (filter.ageFrom !== null) conditions.push(gte(actors.age, filter.ageFrom));
  if (filter.ageTo !== null) conditions.push(lte(actors.age, filter.ageTo));
  // Speaks any of the languages asked for (GIN index on the array).
  if (filter.languages.length) conditions.push(arrayOverlaps(actors.languages, filter.languages));
  if (filter.countries.length) conditions.push(inArray(actors.country, filter.countries));
  for (const feature of filter.features) conditions.push(eq(FEATURE_COLUMNS[feature], true));
  if (filter.priceFrom !== null) conditions.push(gte(actors.chatPriceVideo, filter.priceFrom));
  if (filter.priceTo !== null) conditions.push(lte(actors.chatPriceVideo, filter.priceTo));
  if (filter.registeredWithinDays !== null) {
    conditions.push(gte(actors.registeredSince, sql`now() - make_interval(days => ${filter.registeredWithinDays}::int)`));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Great-circle (haversine) distance in km. Equirectangular ordering disagreed with real distances
 * across a few hundred km, which a "near me" list shows at once; the cost is trivial per row.
 */
function distanceTo(point: GeoPoint): SQL {
  return sql`(2 * 6371 * asin(sqrt(power(sin(radians(${actors.latitude} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${actors.latitude}))
    * power(sin(radians(${actors.longitude} - ${point.long}::float8) / 2), 2)))) ASC NULLS LAST`;
}

/** Sort orders; the id at the end makes pages stable when scores tie. */
export function orderOf(sort: SortType, location: GeoPoint | null): SQL[] {
  switch (sort) {
    case 'ranking':
      return [desc(actors.ranking), asc(actors.id)];
    case 'date':
      return [desc(actors.registeredSince), asc(actors.id)];
    case 'distance':
      return location ? [distanceTo(location), asc(actors.id)] : [desc(actors.ranking), asc(actors.id)];
    case 'guest_preferences':
    // Without stored preferences a guest sees the live ranking.
    case 'online_ranking':
      return [desc(actors.isOnline), desc(actors.onlineRanking), asc(actors.id)];
  }
}

/** What decides the order of a result list; the location only matters to the distance sort. */
export type SearchOrder = Pick<SearchPlan, 'filter' | 'sort' | 'location'>;

/** How many actors match a filter. */
export async function countActors(db: Executor, filter: ActorFilter): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(actors).where(whereOf(filter));
  return Number(counted?.total ?? 0);
}

/**
 * `limit` actor tiles from `offset` in the search's order. The query walks the sort index and stops
 * after offset + limit matching rows; only the tile columns travel.
 */
export async function actorTiles(db: Executor, order: SearchOrder, offset: number, limit: number): Promise<ActorTile[]> {
  const rows = await db
    .select(actorTileColumns)
    .from(actors)
    .where(whereOf(order.filter))
    .orderBy(...orderOf(order.sort, order.location))
    .limit(limit)
    .offset(offset);
  return rows.map(toActorTile);
}
