import { z } from 'zod';
import { FEED_COMMENT_MAX_LENGTH, FEED_MODES, FEED_PAGE_SIZE, FEED_TIP_MAX_COINS, FEED_TYPE_GROUPS, type FeedTypeGroup } from '@vx/shared/protocol';
import { countryOfRequest } from '../../http/country';
import { INT32_MAX } from '../../http/validate';
import { mediaUrlKey } from '../../media/signed-urls';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { addComment, deleteComment, markViewed, setLike } from './actions';
import { feedReads } from './cached';
import { buyPost, tipPost } from './money';
import { boughtContent, findPost, type FeedReader } from './read';
import { FEED_TYPE_DEFS } from './typedefs';

const id = z.number().int().min(1).max(INT32_MAX);
const flag = z.boolean().nullish();
const language = z.enum(['de', 'en', 'es', 'nl']).nullish();
const key = z.string().min(8).max(200).nullish();
const scopeArgs = { modelId: id.nullish(), follows: flag, language };

const feedArgs = z.object({
  ...scopeArgs,
  first: z.number().int().min(1).max(50).nullish(),
  after: z.string().min(1).max(200).nullish(),
  bought: flag,
  liked: flag,
  commented: flag,
  typeGroups: z.array(z.enum(Object.keys(FEED_TYPE_GROUPS) as [FeedTypeGroup, ...FeedTypeGroup[]])).max(3).nullish(),
  mode: z.enum(FEED_MODES).nullish(),
});
const postArgs = z.object({ postId: id });
const buyArgs = z.object({ postId: id, idempotencyKey: key });
const tipArgs = z.object({ postId: id, amountCoins: z.number().int().min(1).max(FEED_TIP_MAX_COINS), idempotencyKey: key });
const commentArgs = z.object({
  postId: id,
  text: z.string().trim().min(1, 'text must not be empty').max(FEED_COMMENT_MAX_LENGTH, `text must be at most ${FEED_COMMENT_MAX_LENGTH} characters`),
  repliesToCommentId: id.nullish(),
});
const deleteArgs = z.object({ commentID: id });

/** The feed service's part (spec 001 §7.4): queries for everyone, mutations for logged-in guests. */
export const feedGraphQL: NonNullable<Domain['feed']> = {
  typeDefs: FEED_TYPE_DEFS,
  resolvers: (deps: AppDeps) => {
    const db = deps.database.db;
    const mediaKey = mediaUrlKey(deps.secrets.visitorToken);
    const reads = feedReads(db);
    // The viewer's country as actors/availability.ts decides it (the address's, else the logged-in
    // guest's stored one), from the guest row the context has already read.
    const readerOf = (ctx: GraphQLContext): FeedReader => ({ guestId: ctx.guestId, mediaKey, country: countryOfRequest(ctx.request) ?? ctx.guest?.country ?? null });
    const buyerOf = (ctx: GraphQLContext) => {
      const guest = requireGuest(ctx);
      return { guest, reader: { ...readerOf(ctx), guestId: guest.id } };
    };
    /** A mutation's answer; whatever it changed, the shared pages are read again afterwards. */
    const writing = <T>(result: Promise<T>): Promise<T> => result.finally(() => reads.changed());
    return {
      FeedConnection: { nodes: (connection: { edges: { node: unknown }[] }) => connection.edges.map((edge) => edge.node) },
      Query: {
        feed: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const input = parseArgs(feedArgs, args);
          return reads.page(readerOf(ctx), { ...input, first: input.first ?? FEED_PAGE_SIZE, after: input.after ?? null, mode: input.mode ?? 'newest' });
        },
        post: (_: unknown, args: unknown, ctx: GraphQLContext) => findPost(db, readerOf(ctx), parseArgs(postArgs, args).postId),
        totals: (_: unknown, args: unknown, ctx: GraphQLContext) => reads.totals(readerOf(ctx), parseArgs(z.object(scopeArgs), args)),
        guestBoughtContent: (_: unknown, _args: unknown, ctx: GraphQLContext) => boughtContent(db, requireGuest(ctx).id),
      },
      Mutation: {
        viewedPost: (_: unknown, args: unknown, ctx: GraphQLContext) => writing(markViewed(db, buyerOf(ctx).reader, parseArgs(postArgs, args).postId)),
        likePost: (_: unknown, args: unknown, ctx: GraphQLContext) => writing(setLike(db, buyerOf(ctx).reader, parseArgs(postArgs, args).postId, true)),
        unlikePost: (_: unknown, args: unknown, ctx: GraphQLContext) => writing(setLike(db, buyerOf(ctx).reader, parseArgs(postArgs, args).postId, false)),
        commentPost: (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { guest, reader } = buyerOf(ctx);
          const input = parseArgs(commentArgs, args);
          return writing(addComment(db, reader, guest, { ...input, repliesToCommentId: input.repliesToCommentId ?? null }));
        },
        deleteComment: (_: unknown, args: unknown, ctx: GraphQLContext) => writing(deleteComment(db, requireGuest(ctx).id, parseArgs(deleteArgs, args).commentID)),
        buyPost: (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { reader } = buyerOf(ctx);
          const input = parseArgs(buyArgs, args);
          return writing(buyPost(db, deps.hub, reader, { postId: input.postId, idempotencyKey: input.idempotencyKey ?? null }));
        },
        tipPost: (_: unknown, args: unknown, ctx: GraphQLContext) => {
          const { guest, reader } = buyerOf(ctx);
          const input = parseArgs(tipArgs, args);
          return writing(tipPost(db, deps.hub, reader, guest, { ...input, idempotencyKey: input.idempotencyKey ?? null }));
        },
      },
    };
  },
};
