import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What guests searched (spec 001 §7.4 store search pattern), per language, normalised (patterns.ts):
 * how often, and when last. Completions offer the often searched ones (suggestions.ts).
 */
export const searchPatterns = pgTable(
  'search_patterns',
  {
    language: text('language').notNull(),
    pattern: text('pattern').notNull(),
    count: integer('count').default(1).notNull(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    primaryKey({ name: 'search_patterns_pkey', columns: [table.language, table.pattern] }),
    // Completions of a prefix: LIKE 'abc%' needs the pattern operator class under a non-C collation.
    index('search_patterns_prefix_idx').on(table.language, table.pattern.op('text_pattern_ops')),
    check('search_patterns_language_check', sql`language IN ('de', 'en', 'nl', 'es')`),
    check('search_patterns_pattern_check', sql`length(pattern) BETWEEN 3 AND 100`),
    check('search_patterns_count_check', sql`count > 0`),
  ],
);
