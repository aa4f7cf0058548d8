import { z } from 'zod';
import { PAGE_SIZE } from '@vx/shared/constants';
import { INT32_MAX } from '../../http/validate';
import { requestCountry } from '../actors/availability';
import { actorAlbums } from '../videos/service';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { withRestRefusals } from '../vxql/refusal';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { offeredAlbum } from './album';
import { RATING, rateAlbum, type RatingValue } from './ratings';
import { suggestTags, SUGGESTED_TAGS_MAX } from './tags';
import { viewAlbum } from './views';

const id = z.number().int().min(1).max(INT32_MAX);
const albumArgs = z.object({ albumId: id });
const galleriesArgs = z.object({ actorId: id, first: z.number().int().min(1).max(PAGE_SIZE.photos).nullish(), offset: z.number().int().min(0).max(100_000).nullish() });
const tagArgs = z.object({ albumId: id, tags: z.array(z.string().max(40)).min(1).max(SUGGESTED_TAGS_MAX) });

/** The album as REST's checks see it; unknown album or banned actor: a GraphQL error with the same code. */
const albumOrError = (deps: AppDeps, ctx: GraphQLContext, albumId: number) =>
  withRestRefusals(async () => offeredAlbum(deps.database.db, albumId, { guestId: ctx.guestId, country: await requestCountry(deps.database.db, ctx.request) }));

/**
 * The query service's gallery operations (spec 001 §7.4): like and dislike gallery, view album
 * (login required), galleries, suggest tags for album.
 */
export const galleryVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    "An album's ratings after a like (5) or dislike (1), with the guest's flags (spec 000 §3 Gallery)."
    type GalleryRating { albumId: Int!, guestRatingLikes: Int!, guestRatingDislikes: Int!, isLiked: Boolean!, isDisliked: Boolean! }
    type AlbumView { albumId: Int!, albumTotalViews: Int! }
    type GalleryPrice { value: Int!, currency: String! }
    type Gallery {
      id: Int!
      title: String!
      type: String!
      free: Boolean!
      isVipContent: Boolean!
      isBought: Boolean!
      price: GalleryPrice!
      likes: Int!
      albumTotalViews: Int!
      pictureCount: Int!
      previewUrl: String!
    }
    type GalleryList { total: Int!, items: [Gallery!]! }
    type AlbumTagSuggestion { label: String!, count: Int! }
    extend type Query {
      "An actor's galleries, newest first (first 1-14, default 14; offset)."
      galleries(actorId: Int!, first: Int, offset: Int): GalleryList!
    }
    extend type Mutation {
      "Login required. Replaces the guest's rating of the album; a like again changes nothing."
      likeGallery(albumId: Int!): GalleryRating!
      "Login required."
      dislikeGallery(albumId: Int!): GalleryRating!
      "Login required: counts the guest once per album."
      viewAlbum(albumId: Int!): AlbumView!
      "Login required: stores the guest's tags (1-10, 2-40 characters) and answers the album's most suggested ones."
      suggestTagsForAlbum(albumId: Int!, tags: [String!]!): [AlbumTagSuggestion!]!
    }
  `,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    const rate = (value: RatingValue) => async (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const guest = requireGuest(ctx);
      const { albumId } = parseArgs(albumArgs, args);
      await albumOrError(deps, ctx, albumId);
      return { albumId, ...(await rateAlbum(db, guest.id, albumId, value))! };
    };
    return {
      Query: {
        galleries: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { actorId, first, offset } = parseArgs(galleriesArgs, args);
          const list = await actorAlbums(db, { actorId, guestId: ctx.guestId, limit: first ?? PAGE_SIZE.photos, offset: offset ?? 0 });
          return {
            total: list.total,
            items: list.albums.map((album) => ({
              ...album,
              likes: album.rating.likes,
              previewUrl: album.previews[0]?.w640 ?? '',
            })),
          };
        },
      },
      Mutation: {
        likeGallery: rate(RATING.like),
        dislikeGallery: rate(RATING.dislike),
        viewAlbum: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guest = requireGuest(ctx);
          const { albumId } = parseArgs(albumArgs, args);
          await albumOrError(deps, ctx, albumId);
          return (await viewAlbum(db, guest.id, albumId))!;
        },
        suggestTagsForAlbum: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const guest = requireGuest(ctx);
          const { albumId, tags } = parseArgs(tagArgs, args);
          await albumOrError(deps, ctx, albumId);
          return suggestTags(db, guest.id, albumId, tags);
        },
      },
    };
  },
};
