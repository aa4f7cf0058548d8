import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { PAGE_SIZE } from '@vx/shared/constants';
import { GLOBAL_SEARCH_FIRST } from '@vx/shared/search';
import { requestCountry } from '../actors/availability';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import type { GraphQLContext } from '../vxql/context';
import { GLOBAL_SEARCH_MAX, offsetSchema, SEARCH_VIDEO_TYPES, searchPageSchema, searchPatternSchema, sortSchema, SUGGESTIONS_MAX } from './input';
import { firstToday, PATTERN_STORE_LIMIT, patternStoreWait } from './pattern-limit';
import { storable } from './patterns';
import { emptyGlobalResult, PROPOSALS_MAX, searchServiceOf, type Viewer } from './service';
import { textQuery } from './text-query';

const globalArgs = z.object({ searchPattern: searchPatternSchema, first: z.number().int().min(1).max(GLOBAL_SEARCH_MAX).nullish() });
const suggestionArgs = z.object({ searchPattern: searchPatternSchema, first: z.number().int().min(1).max(SUGGESTIONS_MAX).nullish() });
const paged = { searchPattern: searchPatternSchema, first: searchPageSchema.nullish(), offset: offsetSchema.nullish() };
const actorArgs = z.object({ ...paged, order: sortSchema('actors', 'order'), filter: z.strictObject({ onlineOnly: z.boolean().nullish() }).nullish() });
const videoArgs = z.object({
  ...paged,
  order: sortSchema('videos', 'order'),
  filter: z.strictObject({ types: z.array(z.enum(SEARCH_VIDEO_TYPES)).max(SEARCH_VIDEO_TYPES.length).nullish() }).nullish(),
});
const mediathekArgs = z.object({ ...paged, order: sortSchema('mediathek', 'order') });
const storeArgs = z.object({ searchPattern: searchPatternSchema });

/**
 * The query service's global search (spec 001 §7.4 "global search, suggestions, actor, video, ASMR,
 * mediathek, blog search; store search pattern"); blogSearch is the blog domain's. Shapes are
 * `@vx/shared/search`'s; server/docs/search.md.
 */
export const searchVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    type ActorTileProfile { age: Int!, threeWords: String!, languages: [String!]!, country: String! }
    type ActorChatFeatures { livePreview: Boolean!, hd: Boolean!, audio: Boolean!, dildocontrol: Boolean! }
    type ActorChatPrices { videoChat: VideoPrice! }
    "An actor as every list shows her (spec 000 §3; actorTileSchema)."
    type ActorTile {
      id: Int!
      name: String!
      isOnline: Boolean!
      freeChat: Boolean!
      avatar: ImageSet!
      profile: ActorTileProfile!
      genderType: String!
      chatFeatures: ActorChatFeatures!
      chatPrices: ActorChatPrices!
      isVoyeurChatAvailable: Boolean!
      isTopAmateur: Boolean!
      star: Boolean!
    }
    "A video as the grids show it (videoTileSchema); duration in seconds."
    type VideoTile {
      id: Int!
      title: String!
      duration: Int!
      free: Boolean!
      vip: Boolean!
      new: Boolean!
      price: VideoPrice!
      basePrice: VideoPrice!
      discount: Int!
      preview: ImageSet!
      rating: VideoRating!
      model: VideoModel!
    }
    type ActorTileSection { items: [ActorTile!]!, total: Int! }
    type VideoTileSection { items: [VideoTile!]!, total: Int! }
    type TvSeriesSection { items: [TvSeries!]!, total: Int! }
    type BlogPostSection { items: [BlogPost!]!, total: Int! }
    "Spec 000 §3 global search result: the first hits of each kind, their totals, completions."
    type GlobalSearchResult {
      searchPattern: String!
      proposals: [String!]!
      actors: ActorTileSection!
      videos: VideoTileSection!
      mediathek: TvSeriesSection!
      blog: BlogPostSection!
    }
    type SearchSuggestions { searchPattern: String!, suggestions: [String!]! }
    type ActorSearchResult { searchPattern: String!, total: Int!, items: [ActorTile!]! }
    type VideoSearchResult { searchPattern: String!, total: Int!, items: [VideoTile!]! }
    type MediathekSearchResult { searchPattern: String!, total: Int!, items: [TvSeries!]! }
    input ActorSearchFilter { onlineOnly: Boolean }
    "types: the video lists' types (free, premium, discount, vip, …; not bought) every hit must have."
    input VideoSearchFilter { types: [String!] }
    extend type Query {
      "Names, profile words, titles, tags, TV series and blog posts holding the words of searchPattern (at most 100 characters; under 3 finds nothing). first 1-12 hits per kind (default 4); proposals at most 6."
      globalSearch(searchPattern: String!, first: Int): GlobalSearchResult!
      "Completions of searchPattern, best first: often searched patterns, actor names, tags, series, blog and video titles. first 1-12 (default 6)."
      searchSuggestions(searchPattern: String!, first: Int): SearchSuggestions!
      "first 1-60 (default 30), order relevance (default), online or name."
      actorSearch(searchPattern: String!, first: Int, offset: Int, order: String, filter: ActorSearchFilter): ActorSearchResult!
      "first 1-60 (default 30), order relevance (default), newest, rating or price."
      videoSearch(searchPattern: String!, first: Int, offset: Int, order: String, filter: VideoSearchFilter): VideoSearchResult!
      "Videos tagged ASMR. first 1-60 (default 3), order as videoSearch."
      asmrSearch(searchPattern: String!, first: Int, offset: Int, order: String, filter: VideoSearchFilter): VideoSearchResult!
      "TV series (mediathek formats). first 1-60 (default 30), order relevance (default), newest or title."
      mediathekSearch(searchPattern: String!, first: Int, offset: Int, order: String): MediathekSearchResult!
    }
    extend type Mutation {
      "Counts a search the guest made, for others' completions: true when counted (3 characters or more, finds something, first time today from this address). Limited per address; then too_many_attempts."
      storeSearchPattern(searchPattern: String!): Boolean!
    }
  `,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    const search = searchServiceOf(db);
    const viewer = async (ctx: GraphQLContext): Promise<Viewer> => ({ language: ctx.language, country: await requestCountry(db, ctx.request) });
    const page = (first: number | null | undefined, offset: number | null | undefined, pageSize: number) => ({ offset: offset ?? 0, limit: first ?? pageSize });
    const videoSearch = async (args: unknown, ctx: GraphQLContext, asmr: boolean) => {
      const { searchPattern, first, offset, order, filter } = parseArgs(videoArgs, args);
      const query = textQuery(searchPattern);
      if (!query) return { searchPattern, total: 0, items: [] };
      // Sorted and without repeats: equal filters share a cached list.
      const criteria = { order: { sort: order, direction: null }, types: [...new Set(filter?.types ?? [])].sort(), asmr };
      return { searchPattern, ...(await search.videos(query, await viewer(ctx), criteria, page(first, offset, asmr ? PAGE_SIZE.asmr : PAGE_SIZE.videos))) };
    };
    return {
      Query: {
        globalSearch: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { searchPattern, first } = parseArgs(globalArgs, args);
          const query = textQuery(searchPattern);
          if (!query) return emptyGlobalResult(searchPattern);
          return { searchPattern, ...(await search.global(query, await viewer(ctx), first ?? GLOBAL_SEARCH_FIRST)) };
        },
        searchSuggestions: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { searchPattern, first } = parseArgs(suggestionArgs, args);
          const query = textQuery(searchPattern);
          return { searchPattern, suggestions: query ? await search.suggestions(query, await viewer(ctx), first ?? PROPOSALS_MAX) : [] };
        },
        actorSearch: async (_: unknown, args: unknown) => {
          const { searchPattern, first, offset, order, filter } = parseArgs(actorArgs, args);
          const query = textQuery(searchPattern);
          if (!query) return { searchPattern, total: 0, items: [] };
          const criteria = { order: { sort: order, direction: null }, onlineOnly: filter?.onlineOnly ?? false };
          return { searchPattern, ...(await search.actors(query, criteria, page(first, offset, PAGE_SIZE.actors))) };
        },
        videoSearch: (_: unknown, args: unknown, ctx: GraphQLContext) => videoSearch(args, ctx, false),
        asmrSearch: (_: unknown, args: unknown, ctx: GraphQLContext) => videoSearch(args, ctx, true),
        mediathekSearch: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { searchPattern, first, offset, order } = parseArgs(mediathekArgs, args);
          const query = textQuery(searchPattern);
          if (!query) return { searchPattern, total: 0, items: [] };
          return { searchPattern, ...(await search.mediathek(query, await viewer(ctx), { sort: order, direction: null }, page(first, offset, PAGE_SIZE.mediathek))) };
        },
      },
      Mutation: {
        storeSearchPattern: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { searchPattern } = parseArgs(storeArgs, args);
          const query = textQuery(searchPattern);
          if (!query || !storable(query)) return false;
          const wait = await patternStoreWait(deps, ctx.request);
          if (wait > 0) {
            throw new GraphQLError(`At most ${PATTERN_STORE_LIMIT.perAddress} searches are stored per ${PATTERN_STORE_LIMIT.windowMs / 60_000} minutes. Please try again later.`, {
              extensions: { code: 'too_many_attempts', retryAfter: wait, http: { status: 429, headers: { 'retry-after': String(wait) } } },
            });
          }
          const found = await search.global(query, await viewer(ctx), GLOBAL_SEARCH_FIRST);
          const hits = found.actors.total + found.videos.total + found.mediathek.total + found.blog.total;
          // A pattern that finds nothing is no help to others, and may be anything.
          if (hits === 0 || !firstToday(deps, ctx.request, ctx.language, query)) return false;
          await search.store(query, ctx.language);
          return true;
        },
      },
    };
  },
};
