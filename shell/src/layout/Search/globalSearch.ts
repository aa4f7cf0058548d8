import * as z from 'zod/mini';
import { actorTileSchema, blogPostSchema, imageSetSchema, tvSeriesSchema, videoTileSchema, type VxqlClient } from '@vx/shared';
import { GLOBAL_SEARCH_FIRST, globalSearchResultSchema } from '@vx/shared/search';

/** The overlay shows small pictures: the smallest width of the contract's image sets is enough. */
const thumbnail = z.pick(imageSetSchema, { w320: true });
const section = <T extends z.ZodMiniType>(item: T) => z.object({ total: z.int(), items: z.array(item) });

/** What the overlay shows of the contract's global search result (@vx/shared/search): the fields it selects. */
export const searchHitsSchema = z.extend(z.pick(globalSearchResultSchema, { searchPattern: true, proposals: true }), {
  actors: section(z.extend(z.pick(actorTileSchema, { id: true, name: true, isOnline: true }), { avatar: thumbnail })),
  videos: section(z.extend(z.pick(videoTileSchema, { id: true, title: true, model: true }), { preview: thumbnail })),
  mediathek: section(z.extend(z.pick(tvSeriesSchema, { id: true, key: true, title: true, episodeCount: true }), { picture: thumbnail })),
  blog: section(z.pick(blogPostSchema, { id: true, slug: true, title: true, image: true })),
});
export type SearchHits = z.infer<typeof searchHitsSchema>;

const GLOBAL_SEARCH_QUERY = /* GraphQL */ `
  query GlobalSearch($searchPattern: String!, $first: Int) {
    globalSearch(searchPattern: $searchPattern, first: $first) {
      searchPattern
      proposals
      actors { total items { id name isOnline avatar { w320 } } }
      videos { total items { id title model { id name } preview { w320 } } }
      mediathek { total items { id key title episodeCount picture { w320 } } }
      blog { total items { id slug title image } }
    }
  }
`;
const globalSearchAnswerSchema = z.object({ globalSearch: searchHitsSchema });

/** The query service's globalSearch (spec 001 §7.4): a few hits of each kind and completions of the pattern. */
export const fetchGlobalSearch = (vxql: VxqlClient, searchPattern: string) =>
  vxql.request(GLOBAL_SEARCH_QUERY, { searchPattern, first: GLOBAL_SEARCH_FIRST }, globalSearchAnswerSchema).then((answer) => answer.globalSearch);

const STORE_SEARCH_PATTERN = /* GraphQL */ `
  mutation StoreSearchPattern($searchPattern: String!) {
    storeSearchPattern(searchPattern: $searchPattern)
  }
`;
const storedSchema = z.object({ storeSearchPattern: z.boolean() });

/** The query service's storeSearchPattern: a search the guest submitted, for the proposals of everyone. */
export const storeSearchPattern = (vxql: VxqlClient, searchPattern: string) =>
  vxql.request(STORE_SEARCH_PATTERN, { searchPattern }, storedSchema).then((answer) => answer.storeSearchPattern);
