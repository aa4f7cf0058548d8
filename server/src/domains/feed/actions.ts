import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { GuestRow } from '../guests/schema';
import { commentNotFound, postNotFound, refused } from './errors';
import { findPost, findPostRecord, type FeedReader } from './read';
import { feedComments, feedPostLikes, feedPosts, feedPostViews } from './schema';

/** The post the guest acts on; NOT_FOUND when he cannot see it. */
async function visiblePost(db: Db, reader: FeedReader, postId: number) {
  const post = await findPostRecord(db, reader, postId);
  if (!post) throw postNotFound(postId);
  return post;
}

const answer = async (db: Db, reader: FeedReader, postId: number) => (await findPost(db, reader, postId))!;

/**
 * likePost / unlikePost / viewedPost: a row per guest and post, and the post's counter moved in the
 * same transaction only when the row came or went, so repeating a call changes nothing.
 */
export async function setLike(db: Db, reader: FeedReader & { guestId: number }, postId: number, liked: boolean) {
  await visiblePost(db, reader, postId);
  await db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(feedPostLikes).values({ postId, guestId: reader.guestId }).onConflictDoNothing().returning({ postId: feedPostLikes.postId })
      : await tx.delete(feedPostLikes).where(and(eq(feedPostLikes.postId, postId), eq(feedPostLikes.guestId, reader.guestId))).returning({ postId: feedPostLikes.postId });
    if (changed.length > 0) {
      await tx.update(feedPosts).set({ likes: liked ? sql`${feedPosts.likes} + 1` : sql`GREATEST(${feedPosts.likes} - 1, 0)` }).where(eq(feedPosts.id, postId));
    }
  });
  return answer(db, reader, postId);
}

export async function markViewed(db: Db, reader: FeedReader & { guestId: number }, postId: number) {
  await visiblePost(db, reader, postId);
  await db.transaction(async (tx) => {
    const added = await tx.insert(feedPostViews).values({ postId, guestId: reader.guestId }).onConflictDoNothing().returning({ postId: feedPostViews.postId });
    if (added.length > 0) await tx.update(feedPosts).set({ views: sql`${feedPosts.views} + 1` }).where(eq(feedPosts.id, postId));
  });
  return answer(db, reader, postId);
}

/**
 * commentPost: the guest's comment, or his reply to a comment of the same post. Replies are one
 * level deep: answering a reply answers the comment it belongs to. Guests blocked for comments
 * (spec 000 §6) are refused.
 */
export async function addComment(db: Db, reader: FeedReader, guest: GuestRow, input: { postId: number; text: string; repliesToCommentId: number | null }) {
  await visiblePost(db, reader, input.postId);
  if (guest.isBlockedForComments) throw refused('This account may not comment');
  let repliesToId: number | null = null;
  if (input.repliesToCommentId !== null) {
    const [parent] = await db
      .select({ id: feedComments.id, repliesToId: feedComments.repliesToId })
      .from(feedComments)
      .where(and(eq(feedComments.id, input.repliesToCommentId), eq(feedComments.postId, input.postId)))
      .limit(1);
    if (!parent) throw commentNotFound(input.repliesToCommentId);
    repliesToId = parent.repliesToId ?? parent.id;
  }
  const [row] = await db
    .insert(feedComments)
    .values({ postId: input.postId, guestId: guest.id, authorName: guest.name, repliesToId, text: input.text })
    .returning();
  return { id: row.id, text: row.text, created: row.createdAt.toISOString(), authorName: row.authorName, byModel: false, isOwn: true, authorAvatar: guest.avatar, replies: [] };
}

/** deleteComment: only the guest's own comment (its replies go with it). */
export async function deleteComment(db: Db, guestId: number, commentId: number): Promise<boolean> {
  const [comment] = await db.select({ guestId: feedComments.guestId }).from(feedComments).where(eq(feedComments.id, commentId)).limit(1);
  if (!comment) throw commentNotFound(commentId);
  if (comment.guestId !== guestId) throw refused('Only your own comments can be deleted');
  const removed = await db.delete(feedComments).where(and(eq(feedComments.id, commentId), eq(feedComments.guestId, guestId))).returning({ id: feedComments.id });
  return removed.length > 0;
}
