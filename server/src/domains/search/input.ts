import { z } from 'zod';
import { SEARCH_PAGE_MAX, SEARCH_PATTERN_MAX, SEARCH_SORTS, type SearchSort, type SearchType } from '@vx/shared/search';
import { INT32_MAX } from '../../http/validate';
import { VIDEO_TYPES, type VideoType } from '../videos/list-filter';

/** Hits per kind the global search answers at most, and completions per call. */
export const GLOBAL_SEARCH_MAX = 12;
export const SUGGESTIONS_MAX = 12;

/**
 * A pattern as the guest typed it, trimmed by the caller: at most SEARCH_PATTERN_MAX characters, no
 * control characters (PostgreSQL refuses a NUL in text). A short one is valid and finds nothing.
 */
export const searchPatternSchema = z
  .string()
  .max(SEARCH_PATTERN_MAX, `searchPattern: at most ${SEARCH_PATTERN_MAX} characters`)
  .refine((pattern) => !/[\u0000-\u001f\u007f]/.test(pattern), 'searchPattern: no control characters')
  .transform((pattern) => pattern.trim());

export const offsetSchema = z.number().int().min(0).max(INT32_MAX);
export const searchPageSchema = z.number().int().min(1).max(SEARCH_PAGE_MAX);

export function isSortOf<T extends SearchType>(type: T, sort: string): sort is SearchSort<T> {
  return (SEARCH_SORTS[type] as readonly string[]).includes(sort);
}

/** One of the sorts of a type (SEARCH_SORTS); absent, the first (relevance). */
export const sortSchema = <T extends SearchType>(type: T, name: string) =>
  z
    .string()
    .refine((sort): sort is SearchSort<T> => isSortOf(type, sort), `${name}: one of ${SEARCH_SORTS[type].join(', ')}`)
    .nullish()
    .transform((sort) => (sort ?? SEARCH_SORTS[type][0]) as SearchSort<T>);

/** The video types a search may be narrowed to: the lists' own (docs/videos.md) but a guest's bought ones. */
export const SEARCH_VIDEO_TYPES = VIDEO_TYPES.filter((type): type is Exclude<VideoType, 'bought'> => type !== 'bought');
