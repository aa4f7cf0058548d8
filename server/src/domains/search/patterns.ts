import { sql } from 'drizzle-orm';
import { SEARCH_PATTERN_MAX } from '@vx/shared/search';
import type { Language } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { searchPatterns } from './patterns-schema';
import type { TextQuery } from './text-query';

/**
 * A stored pattern is offered to others once this many addresses searched it (each counts once a
 * day, pattern-limit.ts): one visitor cannot put words into every guest's search field.
 */
export const POPULAR_PATTERN_MIN_COUNT = 3;

/** Whether the query's text fits the table (normalising may lengthen what the guest typed). */
export const storable = (query: TextQuery): boolean => [...query.text].length <= SEARCH_PATTERN_MAX;

/** Counts one search of the pattern in the language: one statement, a concurrent first search included. */
export async function countPattern(db: Executor, language: Language, query: TextQuery): Promise<void> {
  await db
    .insert(searchPatterns)
    .values({ language, pattern: query.text })
    .onConflictDoUpdate({
      target: [searchPatterns.language, searchPatterns.pattern],
      set: { count: sql`least(${searchPatterns.count}, 2147483646) + 1`, lastSearchedAt: sql`now()` },
    });
}
