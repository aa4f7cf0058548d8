import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_SIZE } from '@vx/shared/constants';
import { zipLocation } from '../geo/rest';
import type { AppDeps } from '../types';
import { collectionFilter, defaultCollection, defaultSort, sortOptions } from './collections';
import { createFilterCache } from './facets';
import { actorSearchOf } from './actor-search';
import { buildFilter, type ActorFilter } from './query';
import { filterDeleteSchema, searchInitSchema, searchRequestSchema, type SearchConditions } from './schema';

/** The filter as searchConditions, the shape the client sends back. */
function activeConditions(filter: ActorFilter): SearchConditions {
  return {
    genderTypes: filter.genderTypes,
    ageFrom: filter.ageFrom,
    ageTo: filter.ageTo,
    languages: filter.languages as SearchConditions['languages'],
    countries: filter.countries,
    features: filter.features,
    priceFrom: filter.priceFrom,
    priceTo: filter.priceTo,
    onlineOnly: filter.onlineOnly,
    freeChat: filter.freeChat,
  };
}

/** actorsearch/init, actorsearch/search, actorsearch/filter/delete (spec 001 §7.2). */
export async function searchRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const availableFilters = createFilterCache(db);
  const cachedSearch = actorSearchOf(db);

  /** The search state of a search type: filters on offer, the default sort and the first page. */
  api.post('/actorsearch/init', { schema: { body: searchInitSchema } }, async (request) => {
    const input = request.body;
    const collection = input.currentCollection ?? defaultCollection(input.searchType);
    const base = collectionFilter(collection);
    const sortType = input.sortType ?? defaultSort(input.searchType);
    const filter = buildFilter(base, null);
    const [filters, list] = await Promise.all([
      availableFilters(),
      cachedSearch({ filter, sort: sortType, location: null, page: 1, pageSize: PAGE_SIZE.actors }),
    ]);
    return {
      searchType: input.searchType,
      activeCategory: collection,
      sortType,
      defaultSortType: defaultSort(input.searchType),
      sortOptions: sortOptions(input.searchType),
      filters: { available: filters, active: activeConditions(filter) },
      // Map markers of a location search; actors carry no public coordinates, so none yet.
      markers: [],
      ...list,
    };
  });

  /** One page of actors. The client applies an answer only if its requestId is the newest (spec 000 §4). */
  api.post('/actorsearch/search', { schema: { body: searchRequestSchema } }, async (request) => {
    const input = request.body;
    const collection = input.currentCollection ?? defaultCollection(input.searchType);
    const filter = buildFilter(collectionFilter(collection), input.searchConditions);
    const sortType = input.sortType ?? defaultSort(input.searchType);
    // Coordinates win; a zip alone is resolved here, so one call is enough for a location search.
    const location =
      input.forcedGuestLocation ?? (input.forcedGuestZip && sortType === 'distance' ? await zipLocation(db, input.forcedGuestZip) : null);
    const list = await cachedSearch({
      filter,
      sort: sortType,
      location,
      page: input.page,
      pageSize: PAGE_SIZE.actors,
    });
    return {
      requestId: input.requestId ?? null,
      searchType: input.searchType,
      sortType,
      activeCategory: collection,
      ...list,
    };
  });

  /**
   * Clears the guest's filters. Searches keep no server-side filter state for a guest yet, so this
   * validates what the client had and answers with the cleared conditions to apply.
   */
  api.post('/actorsearch/filter/delete', { schema: { body: filterDeleteSchema } }, async () => {
    return { success: true, searchConditions: {} };
  });
}
