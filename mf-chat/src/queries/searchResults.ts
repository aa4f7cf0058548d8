import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useGuestScope, usePlatform } from '@vx/shared';
import { actorSearchResultSchema, SEARCH_SORTS, type SearchSort } from '@vx/shared/search';

/** The actors result page shows 24 (four rows of the widest grid), then 24 more per "show more". */
export const ACTOR_RESULTS_PAGE = 24;

export type ActorResultsSort = SearchSort<'actors'>;
/** The first sort is the server's default (relevance). */
export const ACTOR_RESULTS_SORTS: readonly ActorResultsSort[] = SEARCH_SORTS.actors;

const ACTOR_SEARCH_QUERY = /* GraphQL */ `
  query ActorSearch($searchPattern: String!, $first: Int, $offset: Int, $order: String) {
    actorSearch(searchPattern: $searchPattern, first: $first, offset: $offset, order: $order) {
      searchPattern
      total
      items {
        id name isOnline freeChat
        avatar { w320 w640 w1280 }
        profile { age threeWords languages country }
        genderType
        chatFeatures { livePreview hd audio dildocontrol }
        chatPrices { videoChat { value currency } }
        isVoyeurChatAvailable isTopAmateur star
      }
    }
  }
`;
const actorSearchAnswerSchema = z.object({ actorSearch: actorSearchResultSchema });

/**
 * Not under the cams search's root (`actorSearch`): its bus patches read every answer there as a
 * cams answer. Keys close with the guest scope, since the query is asked with the guest's token.
 */
export const searchResultKeys = {
  all: ['searchResults'] as const,
  actors: (scope: readonly unknown[], pattern: string, sort: ActorResultsSort, page: number) => ['searchResults', 'actors', ...scope, pattern, sort, page] as const,
};

/**
 * Page `page` (from 0) of the query service's actorSearch. Each page is its own key, so "show more"
 * asks only for the new one; `enabled` false asks nothing (a pattern too short to search).
 */
export function useActorResultsPage(pattern: string, sort: ActorResultsSort, page: number, enabled = true) {
  const { vxql } = usePlatform();
  const scope = useGuestScope();
  return useQuery({
    queryKey: searchResultKeys.actors(scope, pattern, sort, page),
    queryFn: () =>
      vxql
        .request(ACTOR_SEARCH_QUERY, { searchPattern: pattern, first: ACTOR_RESULTS_PAGE, offset: page * ACTOR_RESULTS_PAGE, order: sort }, actorSearchAnswerSchema)
        .then((answer) => answer.actorSearch),
    enabled,
  });
}
