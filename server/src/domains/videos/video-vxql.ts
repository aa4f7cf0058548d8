import { z } from 'zod';
import { INT32_MAX } from '../../http/validate';
import { requestCountry } from '../actors/availability';
import { RATING, type RatingValue } from '../gallery/ratings';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { withRestRefusals } from '../vxql/refusal';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { assertActorOffered, assertMediaOffered } from './offered';
import { recommendationsByActor, recommendationsByVideo, RECOMMENDATIONS_DEFAULT, RECOMMENDATIONS_MAX } from './recommendations';
import { rateVideo } from './video-ratings';

const id = z.number().int().min(1).max(INT32_MAX);
const first = z.number().int().min(1).max(RECOMMENDATIONS_MAX).nullish();
const videoArgs = z.object({ videoId: id });
const byActorArgs = z.object({ actorId: id, excludeVideoId: id.nullish(), first });
const byAlbumArgs = z.object({ albumId: id, first });

/**
 * The query service's video detail operations (spec 001 §7.4): like and dislike video, video
 * recommendations by actor or album. server/docs/video-playback.md, "Calls".
 */
export const videoPlaybackVxql: NonNullable<Domain['vxql']> = {
  typeDefs: /* GraphQL */ `
    "A video's likes after a like (5) or dislike (1), with the guest's flags (guestInfo.liked is isLiked)."
    type VideoRatingResult { videoId: Int!, likes: Int!, dislikes: Int!, isLiked: Boolean!, isDisliked: Boolean! }
    extend type Query {
      "video recommendations by actor: her newest videos without excludeVideoId (first 1-30, default 16)."
      videoRecommendationsByActor(actorId: Int!, excludeVideoId: Int, first: Int): [Video!]!
      "video recommendations by album (the video's id): videos sharing the most tags with it (first 1-30, default 16)."
      videoRecommendationsByAlbum(albumId: Int!, first: Int): [Video!]!
    }
    extend type Mutation {
      "Login required. Replaces the guest's rating of the video; the same rating again changes nothing."
      likeVideo(videoId: Int!): VideoRatingResult!
      "Login required."
      dislikeVideo(videoId: Int!): VideoRatingResult!
    }
  `,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    const viewerOf = async (ctx: GraphQLContext) => ({ guestId: ctx.guestId, country: await requestCountry(db, ctx.request) });
    const rate = (value: RatingValue) => async (_: unknown, args: unknown, ctx: GraphQLContext) => {
      const guest = requireGuest(ctx);
      const { videoId } = parseArgs(videoArgs, args);
      await withRestRefusals(() => assertMediaOffered(db, ctx.request, 'video', videoId));
      const state = (await rateVideo(db, guest.id, videoId, value))!;
      return { videoId, likes: state.guestRatingLikes, dislikes: state.guestRatingDislikes, isLiked: state.isLiked, isDisliked: state.isDisliked };
    };
    return {
      Query: {
        videoRecommendationsByActor: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const input = parseArgs(byActorArgs, args);
          await withRestRefusals(() => assertActorOffered(db, ctx.request, input.actorId));
          return recommendationsByActor(db, input.actorId, input.excludeVideoId ?? null, input.first ?? RECOMMENDATIONS_DEFAULT, await viewerOf(ctx));
        },
        videoRecommendationsByAlbum: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const input = parseArgs(byAlbumArgs, args);
          await withRestRefusals(() => assertMediaOffered(db, ctx.request, 'video', input.albumId));
          return recommendationsByVideo(db, input.albumId, input.first ?? RECOMMENDATIONS_DEFAULT, await viewerOf(ctx));
        },
      },
      Mutation: { likeVideo: rate(RATING.like), dislikeVideo: rate(RATING.dislike) },
    };
  },
};
