import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGES, PAGE_SIZE } from '@vx/shared/constants';
import { GLOBAL_SEARCH_FIRST, SEARCH_PAGE_MAX, SEARCH_SORTS, SEARCH_TYPES, type SearchByTypeResult, type SearchType } from '@vx/shared/search';
import { strictInt } from '../../http/validate';
import { requestCountry } from '../actors/availability';
import type { AppDeps } from '../types';
import { isSortOf, searchPatternSchema } from './input';
import { SORT_DIRECTIONS, type SearchOrder } from './order';
import { emptyGlobalResult, searchServiceOf, type Page, type Section, type Viewer } from './service';
import { textQuery, type TextQuery } from './text-query';

/**
 * The pattern is the rest of the path: a named parameter is cut at the router's maxParamLength (100)
 * characters as sent, and a pattern of 100 characters with umlauts is 600 once percent-encoded.
 */
const globalParams = z.object({ language: z.enum(LANGUAGES), '*': searchPatternSchema });

const byTypeQuery = z
  .object({
    searchPattern: searchPatternSchema,
    language: z.enum(LANGUAGES).default(FALLBACK_LANGUAGE),
    searchType: z.enum(SEARCH_TYPES),
    sort: z.string().max(20).optional(),
    order: z.enum(SORT_DIRECTIONS).optional(),
    from: strictInt(0).default(0),
    take: strictInt(1, SEARCH_PAGE_MAX).optional(),
    withTotalCount: z.enum(['0', '1']).default('0'),
  })
  .refine((query) => query.sort === undefined || isSortOf(query.searchType, query.sort), {
    path: ['sort'],
    message: 'Not a sort of this searchType (SEARCH_SORTS)',
  });

type Tile = SearchByTypeResult['items']['initialTiles'][number];

/**
 * The search result pages of spec 001 §7.2: searchResult/search/{language}/{searchPattern} (the
 * global search) and searchResult/searchByType (one type, paged). Public; a pattern under 3
 * characters finds nothing. server/docs/search.md.
 */
export async function searchResultRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const search = searchServiceOf(db);

  api.get('/searchResult/search/:language/*', { schema: { params: globalParams } }, async (request) => {
    const { language, '*': searchPattern } = request.params;
    const query = textQuery(searchPattern);
    if (!query) return emptyGlobalResult(searchPattern);
    const viewer = { language, country: await requestCountry(db, request) };
    return { searchPattern, ...(await search.global(query, viewer, GLOBAL_SEARCH_FIRST)) };
  });

  /** One type's section: its sort (the first of SEARCH_SORTS by default) in the asked direction. */
  function section(type: SearchType, query: TextQuery, viewer: Viewer, sort: string | undefined, direction: SearchOrder<SearchType>['direction'], page: Page): Promise<Section<Tile>> {
    const order = <T extends SearchType>(of: T): SearchOrder<T> => ({ sort: (sort ?? SEARCH_SORTS[of][0]) as SearchOrder<T>['sort'], direction });
    switch (type) {
      case 'actors':
        return search.actors(query, { order: order('actors'), onlineOnly: false }, page);
      case 'videos':
      case 'asmr':
        return search.videos(query, viewer, { order: order('videos'), types: [], asmr: type === 'asmr' }, page);
      case 'mediathek':
        return search.mediathek(query, viewer, order('mediathek'), page);
      case 'blog':
        return search.blog(query, viewer, order('blog'), page);
    }
  }

  api.get('/searchResult/searchByType', { schema: { querystring: byTypeQuery } }, async (request): Promise<SearchByTypeResult> => {
    const input = request.query;
    const query = textQuery(input.searchPattern);
    const page = { offset: input.from, limit: input.take ?? PAGE_SIZE[input.searchType] };
    const viewer = { language: input.language, country: await requestCountry(db, request) };
    const found = query ? await section(input.searchType, query, viewer, input.sort, input.order ?? null, page) : { items: [], total: 0 };
    return {
      items: { initialTiles: found.items },
      totalCount: input.withTotalCount === '1' ? found.total : null,
      currentCount: found.items.length,
      timestamp: Date.now(),
      sortOptions: [...SEARCH_SORTS[input.searchType]],
    };
  });
}
