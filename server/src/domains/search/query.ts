import { and, arrayOverlaps, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
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

/**
 * The filter as the database applies it: every condition but the online one. Online state changes
 * every few seconds, so the search applies it in memory (online-view.ts) to lists read without it.
 */
export type StoredFilter = Omit<ActorFilter, 'onlineOnly'>;

/** Every condition is a bound parameter: nothing from the request is ever spliced into SQL text. */
export function whereOf(filter: StoredFilter): SQL | undefined {
  const conditions: SQL[] = [];
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

/** Whether a sort puts the online actors first: its list is then split in two in memory (online-view.ts). */
export function putsOnlineFirst(sort: SortType): boolean {
  // Without stored preferences a guest sees the live ranking.
  return sort === 'online_ranking' || sort === 'guest_preferences';
}

/** Sort orders without the online state (see putsOnlineFirst); the id at the end makes pages stable when scores tie. */
export function orderOf(sort: SortType, location: GeoPoint | null): SQL[] {
  switch (sort) {
    case 'ranking':
      return [desc(actors.ranking), asc(actors.id)];
    case 'date':
      return [desc(actors.registeredSince), asc(actors.id)];
    case 'distance':
      return location ? [distanceTo(location), asc(actors.id)] : [desc(actors.ranking), asc(actors.id)];
    case 'guest_preferences':
    case 'online_ranking':
      return [desc(actors.onlineRanking), asc(actors.id)];
  }
}

/** What decides a stored list: the filter without the online condition, the sort and, for distance, the location. */
export interface ListOrder {
  filter: StoredFilter;
  sort: SortType;
  location: GeoPoint | null;
}

/**
 * The ids of every actor matching a filter, in the list's order: one read serves every page and the
 * total, with or without the online condition, however the online state moves.
 */
export async function matchingIds(db: Executor, order: ListOrder): Promise<Int32Array> {
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(whereOf(order.filter))
    .orderBy(...orderOf(order.sort, order.location));
  return Int32Array.from(rows, (row) => row.id);
}

export async function onlineActorIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: actors.id }).from(actors).where(eq(actors.isOnline, true));
  return rows.map((row) => row.id);
}

/** The tiles of these actors by id; only the tile columns travel. */
export async function tilesById(db: Executor, ids: readonly number[]): Promise<Map<number, ActorTile>> {
  const rows = await db
    .select(actorTileColumns)
    .from(actors)
    .where(inArray(actors.id, [...ids]));
  return new Map(rows.map((row) => [row.id, toActorTile(row)]));
}
