import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { PAGE_SIZE, VIDEO_STARS_DEFAULT } from '@vx/shared/constants';
import { INT32_MAX } from '../../http/validate';
import { requestCountry } from '../actors/availability';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import type { GraphQLContext } from '../vxql/context';
import { mapOrder, toVideoFilter, UNMAPPED_CATEGORY, UnmappedCategoryError, videoFilterSchema } from './list-filter';
import { actorVideoTags, searchTags, videoListsOf, videosByIds, type Viewer } from './lists';

const id = z.number().int().min(1).max(INT32_MAX);
const paging = {
  order: z.string().max(40).nullish(),
  first: z.number().int().min(1).max(100).nullish(),
  offset: z.number().int().min(0).max(10_000).nullish(),
};
const videosArgs = z.object({ filter: videoFilterSchema.nullish(), ...paging });
const actorVideosArgs = z.object({ actorId: id, ...paging });
const idsArgs = z.object({ ids: z.array(id).max(100) });
const searchArgs = z.object({ search: z.string().trim().min(1).max(60) });
const firstArgs = (max: number) => z.object({ first: z.number().int().min(1).max(max).nullish() });
const actorArgs = z.object({ actorId: id });

/** Spec 001 §8: an unknown type or order is the message 'Unmapped category'. */
function mapped<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof UnmappedCategoryError) {
      throw new GraphQLError(UNMAPPED_CATEGORY, { extensions: { code: 'BAD_USER_INPUT', category: error.value } });
    }
    throw error;
  }
}

const viewerOf = async (deps: AppDeps, ctx: GraphQLContext): Promise<Viewer> => ({
  guestId: ctx.guestId,
  country: await requestCountry(deps.database.db, ctx.request),
});

/**
 * The query service's video lists (spec 001 §7.4): videos filtered, tagSearch, most popular tags,
 * videos by ids, videoStars, actor videos by order, actor video tags. docs/videos.md, "Lists".
 */
export const videoListVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    "The Video query filter of spec 000 §3 and the grid filter's additions. types, excludedTypes: free, premium, discount, vip, bought, trending, vxselect, vip30, classic, shared, original; another is the error 'Unmapped category'."
    input VideoFilter {
      modelIds: [Int!]
      "Actor genders N, M, F, C; N (none) selects everyone."
      actingGroups: [String!]
      ids: [Int!]
      "Tag labels, case-insensitive; a video must carry every one."
      tags: [String!]
      "ISO date-times."
      releasedFrom: String
      releasedUntil: String
      types: [String!]
      excludedTypes: [String!]
      "Minutes."
      durationFrom: Int
      durationTo: Int
      "Top videos: released within the last 9 months."
      recommended: Boolean
      "Text in the title, the actor's name or a tag."
      search: String
    }
    type VideoPrice { value: Int!, currency: String! }
    type VideoGuestInfo { bought: Boolean!, gifted: Boolean!, flatrate: Boolean!, liked: Boolean! }
    type VideoRating { likes: Int! }
    type VideoModel { id: Int!, name: String! }
    "A video of a list (spec 000 §3 Video); duration in seconds."
    type Video {
      id: Int!
      title: String!
      duration: Int!
      ageRating: Int!
      vip: Boolean!
      isVip30Offer: Boolean!
      free: Boolean!
      new: Boolean!
      camRecording: Boolean!
      classic: Boolean!
      guestInfo: VideoGuestInfo!
      price: VideoPrice!
      basePrice: VideoPrice!
      discount: Int!
      preview: ImageSet!
      previewThumbnails: ImageSet!
      rating: VideoRating!
      model: VideoModel!
      isBought: Boolean!
    }
    type VideoList { items: [Video!]!, totalCount: Int! }
    type Tag { id: Int!, label: String! }
    type TagCount { id: Int!, label: String!, videoCount: Int! }
    "Video star of spec 000 §3."
    type VideoStar {
      actorId: Int!
      actorName: String!
      age: Int!
      profileLink: String!
      videoCount: Int!
      newVideoCount: Int!
      previewPicture: String!
      avatarPicture: String!
      online: Boolean!
      spokenLanguages: [String!]!
    }
    extend type Query {
      "videos filtered: order newest (default), oldest, popular, price_asc, price_desc, duration_asc, duration_desc, discount; first 1-100 (default 30), offset 0-10000."
      videos(filter: VideoFilter, order: String, first: Int, offset: Int): VideoList!
      "Tags whose name in the request's language contains the text (1-60 chars, case and accents aside), those starting with it first; at most 20. Answers keep the English label."
      tagSearch(search: String!): [Tag!]!
      "most popular tags: by number of videos (first 1-100, default 20)."
      mostPopularTags(first: Int): [TagCount!]!
      "The videos of the ids (at most 100) that exist and are offered, in the order asked."
      videosByIds(ids: [Int!]!): [Video!]!
      "Actors with the most videos (first 1-100, default 100)."
      videoStars(first: Int): [VideoStar!]!
      "actor videos by order: one actor's videos; order and paging as videos."
      actorVideosByOrder(actorId: Int!, order: String, first: Int, offset: Int): VideoList!
      "actor video tags: the tags of the actor's videos, the most used first."
      actorVideoTags(actorId: Int!): [TagCount!]!
    }
  `,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    const lists = videoListsOf(db);
    return {
      Query: {
        videos: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const input = parseArgs(videosArgs, args);
          const query = mapped(() => ({
            filter: toVideoFilter(input.filter),
            order: mapOrder(input.order),
            first: input.first ?? PAGE_SIZE.videos,
            offset: input.offset ?? 0,
          }));
          return lists.list(query, await viewerOf(deps, ctx));
        },
        tagSearch: (_: unknown, args: unknown, ctx: GraphQLContext) => searchTags(db, parseArgs(searchArgs, args).search, ctx.language),
        mostPopularTags: (_: unknown, args: unknown) => lists.popularTags(parseArgs(firstArgs(100), args).first ?? POPULAR_TAGS_DEFAULT),
        videosByIds: async (_: unknown, args: unknown, ctx: GraphQLContext) => videosByIds(db, parseArgs(idsArgs, args).ids, await viewerOf(deps, ctx)),
        videoStars: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { first } = parseArgs(firstArgs(VIDEO_STARS_DEFAULT), args);
          return lists.videoStars(first ?? VIDEO_STARS_DEFAULT, ctx.language, (await viewerOf(deps, ctx)).country);
        },
        actorVideosByOrder: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const input = parseArgs(actorVideosArgs, args);
          const query = mapped(() => ({
            filter: toVideoFilter({ modelIds: [input.actorId] }),
            order: mapOrder(input.order),
            first: input.first ?? PAGE_SIZE.videos,
            offset: input.offset ?? 0,
          }));
          return lists.list(query, await viewerOf(deps, ctx));
        },
        actorVideoTags: (_: unknown, args: unknown) => actorVideoTags(db, parseArgs(actorArgs, args).actorId),
      },
    };
  },
};

/** Tags a picker offers before the guest types. */
export const POPULAR_TAGS_DEFAULT = 20;
