import type { Domain } from '../types';
import { searchRoutes } from './rest';
import { searchResultRoutes } from './result-rest';
import { searchVxql } from './vxql';

/**
 * The actor search of the cams pages (spec 001 §7.2 actorsearch/...) and the global search (§7.2
 * searchResult/*, §7.4 globalSearch and the typed searches; server/docs/search.md).
 */
export const searchDomain: Domain = {
  name: 'search',
  rest: async (app, deps) => {
    await searchRoutes(app, deps);
    await searchResultRoutes(app, deps);
  },
  vxql: searchVxql,
};
