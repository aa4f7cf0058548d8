import { max, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { FEATURES } from './schema';

export interface FacetValue {
  value: string;
  count: number;
}

/** What the filter panel offers: the values present in the catalogue with their counts, and ranges. */
export interface AvailableFilters {
  genderTypes: FacetValue[];
  languages: FacetValue[];
  countries: FacetValue[];
  features: string[];
  age: { min: number; max: number };
  price: { min: number; max: number; currency: string };
}

async function facet(db: Executor, expression: ReturnType<typeof sql>): Promise<FacetValue[]> {
  const rows = await db
    .select({ value: sql<string>`${expression}`.as('value'), count: sql<number>`count(*)`.mapWith(Number) })
    .from(actors)
    .groupBy(sql`1`)
    .orderBy(sql`2 DESC`, sql`1`);
  return rows.map((row) => ({ value: String(row.value).trim(), count: row.count }));
}

async function loadFilters(db: Executor): Promise<AvailableFilters> {
  const [genderTypes, languages, countries, [ranges]] = await Promise.all([
    facet(db, sql`${actors.genderType}`),
    facet(db, sql`unnest(${actors.languages})`),
    facet(db, sql`${actors.country}`),
    db
      .select({
        ageMin: min(actors.age),
        ageMax: max(actors.age),
        priceMin: min(actors.chatPriceVideo),
        priceMax: max(actors.chatPriceVideo),
      })
      .from(actors),
  ]);
  return {
    genderTypes,
    languages,
    countries,
    features: [...FEATURES],
    age: { min: ranges?.ageMin ?? 18, max: ranges?.ageMax ?? 99 },
    price: { min: ranges?.priceMin ?? 0, max: ranges?.priceMax ?? 0, currency: 'VXC' },
  };
}

/**
 * The facets change only when actors are added or edited, so they are computed at most every
 * 60 seconds per server process instead of on every init call.
 */
export function createFilterCache(db: Executor, ttlMs = 60_000): () => Promise<AvailableFilters> {
  let cached: { at: number; value: Promise<AvailableFilters> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const value = loadFilters(db);
      cached = { at: now, value };
      // A failed load must not stick: the next call tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  };
}
