import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MIN_SEARCH_LENGTH } from '@vx/shared/constants';
import { regconfig, trigramKey, type TextConfig } from './documents';

/** More words than this are not read: nobody types ten words into a search field, and each adds to every query. */
const MAX_WORDS = 8;

/** A guest's pattern as the queries read it. */
export interface TextQuery {
  /** Lower case, runs of white space made one: the key of caches and stored patterns, and what trigrams compare. */
  text: string;
  /** The letters-and-digits words of the text, for the full-text search. */
  words: string[];
}

/**
 * The query of a pattern, or null for one too short to search (fewer than `minLength` characters, or
 * no word at all): those answer empty results, not an error.
 */
export function textQuery(pattern: string, minLength: number = MIN_SEARCH_LENGTH): TextQuery | null {
  const text = pattern.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if ([...text].length < minLength || words.length === 0) return null;
  return { text, words };
}

/**
 * The tsquery of the words: every word must match, the last as a prefix since the guest may still be
 * typing it ("lena sun" finds "Lena" with "sunny"). A word matches when any of `configs` stems it to
 * a lexeme of the document (a name by 'simple', a profile word by 'english'). The words are letters
 * and digits only, so the quoted lexemes need no escaping; each is a bound parameter.
 */
export function tsQuery(query: TextQuery, configs: readonly TextConfig[]): SQL {
  const last = query.words.length - 1;
  const terms = query.words.map((word, i) => {
    const lexeme = `'${word}'${i === last ? ':*' : ''}`;
    return sql`(${sql.join(configs.map((config) => sql`to_tsquery(${regconfig(config)}, ${lexeme})`), sql` || `)})`;
  });
  return sql.join(terms, sql` && `);
}

/** Whether a document matches, and its rank (ts_rank: weighted, so a title hit outranks a description hit). */
export const matches = (document: SQL, query: SQL): SQL => sql`${document} @@ (${query})`;
export const rank = (document: SQL, query: SQL): SQL => sql`ts_rank(${document}, ${query})`;

/**
 * Typos are looked for when the words themselves find fewer hits than this: "lenna" finds nothing as
 * it is, "sun" thousands, and comparing thousands of titles letter by letter is the costly part.
 */
export const TYPO_BELOW = 5;

/**
 * A name within pg_trgm's similarity threshold (0.3) of the pattern: "lenna" finds "Lena". Read
 * through the trigram index of trigramKey (documents.ts).
 */
export const similarName = (name: SQLWrapper, query: TextQuery): SQL => sql`${trigramKey(name)} OPERATOR(public.%) ${query.text}`;
export const nameSimilarity = (name: SQLWrapper, query: TextQuery): SQL => sql`public.similarity(${trigramKey(name)}, ${query.text})`;

/**
 * A title with a stretch within pg_trgm's word-similarity threshold (0.6) of the pattern: "afternon"
 * finds "Sunny afternoon". Read through the trigram index too.
 */
export const similarTitle = (title: SQLWrapper, query: TextQuery): SQL => sql`${query.text} OPERATOR(public.<%) ${trigramKey(title)}`;
export const titleSimilarity = (title: SQLWrapper, query: TextQuery): SQL => sql`public.word_similarity(${query.text}, ${trigramKey(title)})`;

/** LIKE patterns of completions: the text at the start, or at the start of a later word. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likePrefix = (query: TextQuery): string => `${escapeLike(query.text)}%`;
export const startsWith = (column: SQLWrapper, query: TextQuery): SQL => sql`${trigramKey(column)} LIKE ${likePrefix(query)}`;
export const wordStartsWith = (column: SQLWrapper, query: TextQuery): SQL => sql`${trigramKey(column)} LIKE ${`% ${escapeLike(query.text)}%`}`;
