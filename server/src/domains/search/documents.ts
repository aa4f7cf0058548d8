import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';

/**
 * What the global search reads of each thing, written once for the indexes (the domains' schema.ts)
 * and the queries (text-query.ts and the finders): PostgreSQL uses an expression index only for
 * the very expression it was built on. Imports nothing but drizzle, since schema files load it.
 *
 * A text is stemmed in its own language: the blog's texts and the TV series' in theirs, video titles
 * and actors' three words in English (the only language they are written in); names by 'simple'
 * (lower case, no stemming). Weights rank a title hit (A) above a subtitle or profile word (B) above
 * an excerpt (C).
 */
export type TextConfig = 'simple' | 'english' | 'german' | 'dutch' | 'spanish';

/** The stemmer of each language of the site. */
export const LANGUAGE_CONFIG: Record<Language, TextConfig> = { de: 'german', en: 'english', nl: 'dutch', es: 'spanish' };

/** A constant regconfig: never a bound parameter, or the planner could not match the index's expression. */
export const regconfig = (config: TextConfig): SQL => sql.raw(`'${config}'::regconfig`);

const vector = (config: TextConfig | SQL, text: SQLWrapper, weight: 'A' | 'B' | 'C'): SQL =>
  sql`setweight(to_tsvector(${typeof config === 'string' ? regconfig(config) : config}, ${text}), '${sql.raw(weight)}')`;

/** An actor: her name (A) and her three profile words (B). */
export const actorDocument = (name: SQLWrapper, threeWords: SQLWrapper): SQL =>
  sql`(${vector('simple', name, 'A')} || ${vector('english', threeWords, 'B')})`;

/** A video: its title. Its tags are matched apart (tags are another table; an index reads one). */
export const videoDocument = (title: SQLWrapper): SQL => vector('english', title, 'A');

/** The stemmer of a blog text's own language column. */
const blogConfig = (language: SQLWrapper): SQL =>
  sql`(CASE ${language} WHEN 'de' THEN 'german'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'es' THEN 'spanish'::regconfig ELSE 'english'::regconfig END)`;

/** A blog text in its language: title (A), subtitle (B), excerpt (C). */
export const blogDocument = (language: SQLWrapper, title: SQLWrapper, subTitle: SQLWrapper, excerpt: SQLWrapper): SQL => {
  const config = blogConfig(language);
  return sql`(${vector(config, title, 'A')} || ${vector(config, subTitle, 'B')} || ${vector(config, excerpt, 'C')})`;
};

/** A TV series in one of its two languages: title (A), description (B). Six rows: read without an index. */
export const seriesDocument = (config: TextConfig, title: SQLWrapper, description: SQLWrapper): SQL =>
  sql`(${vector(config, title, 'A')} || ${vector(config, description, 'B')})`;

/**
 * The key of the trigram indexes (typing mistakes, prefix completion): the text in lower case. pg_trgm
 * lives in the schema public (migration 0023), named with it so that a database whose search path
 * lacks public (each test's own PostgreSQL schema) finds it too.
 */
export const trigramKey = (text: SQLWrapper): SQL => sql`lower(${text})`;
export const trigramIndexKey = (text: SQLWrapper): SQL => sql`${trigramKey(text)} public.gin_trgm_ops`;

/**
 * The key of completions by prefix in order: lower case in the C collation, whose btree answers both
 * LIKE 'abc%' and ORDER BY whatever the database's collation (the default one's answers neither).
 */
export const prefixKey = (text: SQLWrapper): SQL => sql`(lower(${text}) COLLATE "C")`;
