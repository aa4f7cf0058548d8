import * as z from 'zod/mini';
import { imageSetSchema } from './entities';

/**
 * The feed service's answers (spec 000 §3 Feed post, §4 Feed; spec 001 §7.4 feed service;
 * server/docs/feed.md). The server's GraphQL types and these schemas describe the same shapes.
 */

const int = z.int();

/** Post types of spec 000 §3 (clip, hot clip, photo gallery, photos, profile image, text, photo contest). */
export const FEED_POST_TYPES = ['clip', 'hotClip', 'photoGallery', 'photos', 'profileImage', 'text', 'photoContest'] as const;
export type FeedPostType = (typeof FEED_POST_TYPES)[number];

/** The type filters of spec 000 §3 (text posts, photo posts, clip posts) and the post types each takes in. */
export const FEED_TYPE_GROUPS = {
  text: ['text'],
  photo: ['photoGallery', 'photos', 'profileImage', 'photoContest'],
  clip: ['clip', 'hotClip'],
} as const satisfies Record<string, readonly FeedPostType[]>;
export type FeedTypeGroup = keyof typeof FEED_TYPE_GROUPS;

/** Orders of the feed: newest first (the default) or most liked first; pinned posts lead either way. */
export const FEED_MODES = ['newest', 'popular'] as const;
export type FeedMode = (typeof FEED_MODES)[number];

/** Posts per page of the feed (spec 001 §9 does not show one). */
export const FEED_PAGE_SIZE = 10;
/** A comment is 1 to 500 characters after trimming. */
export const FEED_COMMENT_MAX_LENGTH = 500;
/** Coins a single tip may be. */
export const FEED_TIP_MAX_COINS = 10_000;

const feedCommentFields = {
  id: int,
  text: z.string(),
  created: z.string(),
  authorName: z.string(),
  /** Written by the post's actor. */
  byModel: z.boolean(),
  /** Written by the guest asking: he may delete it. */
  isOwn: z.boolean(),
  /** Ours: the guest author's avatar URL now; null without one and for the actor's and fans' comments (absent when not asked for). */
  authorAvatar: z.optional(z.nullable(z.string())),
};
export const feedCommentSchema = z.object({ ...feedCommentFields, replies: z.array(z.object(feedCommentFields)) });
export type FeedComment = z.infer<typeof feedCommentSchema>;

export const feedPhotoSchema = z.object({
  id: int,
  /** Blurred: what a guest sees of paid content he has not bought. */
  preview: imageSetSchema,
  /** null while the post is locked. */
  image: z.nullable(imageSetSchema),
});

export const feedClipSchema = z.object({
  videoId: int,
  title: z.string(),
  duration: int,
  /** Blurred while the post is locked. */
  poster: imageSetSchema,
});

export const tippingGoalSchema = z.object({
  goalCoins: int,
  tipsSumCoins: int,
  progressPercent: int,
  achieved: z.boolean(),
});

export const feedPostSchema = z.object({
  id: int,
  created: z.string(),
  published: z.string(),
  type: z.enum(FEED_POST_TYPES),
  status: z.string(),
  pinned: z.boolean(),
  title: z.string(),
  /** null while a paid text post is locked. */
  text: z.nullable(z.string()),
  language: z.string(),
  views: int,
  likes: int,
  umaId: z.string(),
  paidContent: z.boolean(),
  fsk: int,
  priceCoins: int,
  tippingGoal: z.nullable(tippingGoalSchema),
  guestState: z.object({ liked: z.boolean(), viewed: z.boolean(), following: z.boolean(), bought: z.boolean() }),
  model: z.object({ id: int, name: z.string(), avatar: imageSetSchema }),
  comments: z.object({ totalCount: int, nodes: z.array(feedCommentSchema) }),
  clip: z.nullable(feedClipSchema),
  photos: z.array(feedPhotoSchema),
  contestId: z.nullable(int),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

export const feedConnectionSchema = z.object({
  totalCount: int,
  edges: z.array(z.object({ cursor: z.string(), node: feedPostSchema })),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.nullable(z.string()) }),
});
export type FeedConnection = z.infer<typeof feedConnectionSchema>;

export const feedTotalsSchema = z.object({ totalCount: int, clips: int, photos: int, texts: int, liked: int, commented: int });
export type FeedTotals = z.infer<typeof feedTotalsSchema>;

/** buyPost and tipPost: success, or errorCode insufficient_balance / not_tippable; the new balance. */
export const feedPurchaseResultSchema = z.object({
  success: z.boolean(),
  errorCode: z.nullable(z.string()),
  balance: int,
  post: feedPostSchema,
});
export type FeedPurchaseResult = z.infer<typeof feedPurchaseResultSchema>;
