import * as z from 'zod/mini';
import { blogPostSchema } from './blog';
import { actorTileSchema, videoTileSchema } from './entities';
import { tvSeriesSchema } from './tv';

/**
 * The global search's part of the contract (spec 000 §3 "Global search result", "Search-by-type
 * result"; spec 001 §7.2 searchResult/*, §7.4 global search, suggestions, actor, video, ASMR,
 * mediathek and blog search, store search pattern): imported as `@vx/shared/search` by the shell's
 * search overlay, the result pages and the server, never through the main entry (a subpath is bundled
 * into the app that uses it, so a remote's result page deploys alone). server/docs/search.md.
 */
const int = z.int();

/** A pattern as the guest typed it: trimmed by the caller; the server refuses longer ones. */
export const SEARCH_PATTERN_MAX = 100;
/** Hits per group in the overlay, and the most one typed-search page answers. */
export const GLOBAL_SEARCH_FIRST = 4;
export const SEARCH_PAGE_MAX = 60;

/** The kinds a typed search (and its result page) answers; ASMR is videos tagged asmr. */
export const SEARCH_TYPES = ['actors', 'videos', 'asmr', 'mediathek', 'blog'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Sort options by type; the first is the default (relevance: the text search's rank). */
export const SEARCH_SORTS = {
  actors: ['relevance', 'online', 'name'],
  videos: ['relevance', 'newest', 'rating', 'price'],
  asmr: ['relevance', 'newest', 'rating', 'price'],
  mediathek: ['relevance', 'newest', 'title'],
  blog: ['relevance', 'newest'],
} as const satisfies Record<SearchType, readonly string[]>;
export type SearchSort<T extends SearchType> = (typeof SEARCH_SORTS)[T][number];

/** A sort from a URL or a call: one the type knows, else its default (the first). */
export function searchSortOf<T extends SearchType>(type: T, value: string | null | undefined): SearchSort<T> {
  const sorts: readonly SearchSort<T>[] = SEARCH_SORTS[type];
  return sorts.find((sort) => sort === value) ?? sorts[0]!;
}

const section = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), total: int });

/** query globalSearch(searchPattern, first) and GET searchResult/search/{language}/{searchPattern}. */
export const globalSearchResultSchema = z.object({
  searchPattern: z.string(),
  /** Completions of the pattern (names, titles, tags and what guests searched often), best first. */
  proposals: z.array(z.string()),
  actors: section(actorTileSchema),
  videos: section(videoTileSchema),
  mediathek: section(tvSeriesSchema),
  blog: section(blogPostSchema),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;

/** query searchSuggestions(searchPattern, first): completions only, for the field as the guest types. */
export const searchSuggestionsSchema = z.object({ searchPattern: z.string(), suggestions: z.array(z.string()) });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** query actorSearch / videoSearch / asmrSearch / mediathekSearch(searchPattern, first, offset, order). */
export const actorSearchResultSchema = z.object({ searchPattern: z.string(), total: int, items: z.array(actorTileSchema) });
export const videoSearchResultSchema = z.object({ searchPattern: z.string(), total: int, items: z.array(videoTileSchema) });
export const mediathekSearchResultSchema = z.object({ searchPattern: z.string(), total: int, items: z.array(tvSeriesSchema) });
export type ActorSearchResult = z.infer<typeof actorSearchResultSchema>;
export type VideoSearchResult = z.infer<typeof videoSearchResultSchema>;
export type MediathekSearchResult = z.infer<typeof mediathekSearchResultSchema>;

/**
 * GET searchResult/searchByType?searchPattern&language&searchType&sort&order&from&take&withTotalCount
 * (spec 000 §3 "Search-by-type result"): the tiles of one type; totalCount only when asked
 * (withTotalCount=1, the first page), else null.
 */
export const searchByTypeResultSchema = z.object({
  items: z.object({ initialTiles: z.array(z.union([actorTileSchema, videoTileSchema, tvSeriesSchema, blogPostSchema])) }),
  totalCount: z.nullable(int),
  currentCount: int,
  /** When the server answered (ms since the epoch): the client's cache keeps an answer 300000 ms. */
  timestamp: int,
  sortOptions: z.array(z.string()),
});
export type SearchByTypeResult = z.infer<typeof searchByTypeResultSchema>;
