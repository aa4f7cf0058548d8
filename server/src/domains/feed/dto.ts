import type { FeedComment, FeedPost, FeedPostType } from '@vx/shared/protocol';
import type { ImageSet } from '@vx/shared/protocol';
import { signedImages } from '../../media/signed-urls';
import { actorImages, mediaImages } from '../../media/urls';
import type { FeedPostRow } from './schema';

/** A comment as read (its `created` as the database writes it in JSON), before the viewer's `isOwn`. */
export interface StoredComment {
  id: number;
  text: string;
  created: string;
  authorName: string;
  byModel: boolean;
  guestId: number | null;
  /** The author's avatar now (joined by guest id at read time); null without one. */
  authorAvatar: string | null;
}

/**
 * A post row with what the page shows beside it: the actor's name, the clip's video, the comment
 * count and the newest top-level comments with their replies. The same for every guest (what
 * differs per guest is GuestState), so a page of records can be cached and shared.
 */
export interface PostRecord extends FeedPostRow {
  actorName: string;
  videoTitle: string | null;
  videoDuration: number | null;
  commentCount: number;
  comments: (StoredComment & { replies: StoredComment[] })[];
}

/** What the asking guest has done with a post. */
export interface GuestState {
  liked: boolean;
  viewed: boolean;
  following: boolean;
  bought: boolean;
}

export interface Viewer {
  guestId: number | null;
  /** Signs the URLs of bought paid photos for this guest. */
  mediaKey: Buffer;
}

/** A photo's id: the post's id and its position (1–99), so it names one image for ever. */
export const photoId = (postId: number, position: number) => postId * 100 + position;
export const PHOTO_POSITIONS = 100;

/** The blurred stand-in of a photo or a clip's poster: one small image for every width. */
export function blurredImages(id: number): ImageSet {
  const url = `/media/post/${id}/blur.svg`;
  return { w320: url, w640: url, w1280: url };
}

export function tippingGoalOf(row: Pick<FeedPostRow, 'goalCoins' | 'tipsSumCoins'>): FeedPost['tippingGoal'] {
  if (row.goalCoins === null) return null;
  return {
    goalCoins: row.goalCoins,
    tipsSumCoins: row.tipsSumCoins,
    progressPercent: Math.min(100, Math.floor((row.tipsSumCoins * 100) / row.goalCoins)),
    achieved: row.tipsSumCoins >= row.goalCoins,
  };
}

const toComment = (comment: StoredComment, viewer: Viewer) => ({
  id: comment.id,
  text: comment.text,
  created: new Date(comment.created).toISOString(),
  authorName: comment.authorName,
  byModel: comment.byModel,
  isOwn: viewer.guestId !== null && comment.guestId === viewer.guestId,
  authorAvatar: comment.authorAvatar,
});

function commentsOf(row: PostRecord, viewer: Viewer): { totalCount: number; nodes: FeedComment[] } {
  return {
    totalCount: row.commentCount,
    nodes: row.comments.map((comment) => ({ ...toComment(comment, viewer), replies: comment.replies.map((reply) => toComment(reply, viewer)) })),
  };
}

/**
 * The post as the feed service answers it (spec 000 §3 Feed post). Paid content the guest has not
 * bought is locked: photos and the clip's poster only blurred, a text post's text withheld. The
 * photos of a bought paid post are URLs signed for this guest (media/signed-urls.ts).
 */
export function toFeedPost(row: PostRecord, state: GuestState, viewer: Viewer): FeedPost {
  const paidContent = row.priceCoins > 0;
  const locked = paidContent && !state.bought;
  const image = (id: number) => {
    if (locked) return null;
    return paidContent && viewer.guestId !== null ? signedImages(viewer.mediaKey, 'post', id, viewer.guestId) : mediaImages('post', id);
  };
  const photos = Array.from({ length: row.photoCount }, (_, index) => {
    const id = photoId(row.id, index + 1);
    return { id, preview: blurredImages(id), image: image(id) };
  });
  const clip =
    row.videoId !== null && row.videoTitle !== null && row.videoDuration !== null
      ? { videoId: row.videoId, title: row.videoTitle, duration: row.videoDuration, poster: locked ? blurredImages(photoId(row.id, 0)) : mediaImages('video', row.videoId) }
      : null;
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    published: row.publishedAt.toISOString(),
    type: row.type as FeedPostType,
    status: row.status,
    pinned: row.pinned,
    title: row.title,
    text: locked && row.type === 'text' ? null : row.text,
    language: row.language,
    views: row.views,
    likes: row.likes,
    umaId: `feed-post-${row.id}`,
    paidContent,
    fsk: row.fsk,
    priceCoins: row.priceCoins,
    tippingGoal: tippingGoalOf(row),
    guestState: state,
    model: { id: row.actorId, name: row.actorName, avatar: actorImages(row.actorId) },
    comments: commentsOf(row, viewer),
    clip,
    photos,
    contestId: row.contestId,
  };
}
