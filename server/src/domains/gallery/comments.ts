import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/helpers';
import { guests } from '../guests/schema';
import type { AlbumAccess } from '../videos/entitlement';
import { albumComments } from './schema';

/** Spec 001 §9: 500 comments per load (the client shows 5 more per click). */
export const COMMENTS_PER_LOAD = 500;
/** Longest comment, in characters, after trimming. */
export const COMMENT_MAX_LENGTH = 500;
/** The rate limit: at most this many comments of one guest, over all albums, in the window. */
export const COMMENT_RATE = { max: 5, windowMs: 10 * 60_000 } as const;

export interface CommentGuest {
  id: number;
  isLocked: boolean;
  isBlockedForComments: boolean;
}

/**
 * isGuestAllowedToCommentAlbum (spec 000 §4, §5): a logged-in guest who is neither locked nor blocked
 * for comments, who may open the album's pictures (free, bought or VIP content for a VIP), and who has
 * not commented on it yet: one comment per guest and album.
 */
export async function mayComment(db: Executor, guest: CommentGuest | null, albumId: number, access: AlbumAccess): Promise<boolean> {
  if (!guest || guest.isLocked || guest.isBlockedForComments || access === null) return false;
  const [own] = await db.select({ id: albumComments.id }).from(albumComments).where(and(eq(albumComments.albumId, albumId), eq(albumComments.guestId, guest.id))).limit(1);
  return own === undefined;
}

/** The author's name and avatar (ours: `guestAvatar`, null without one) come from the same join by guest id, read now. */
const commentColumns = {
  id: albumComments.id,
  albumId: albumComments.albumId,
  guestName: guests.name,
  guestAvatar: guests.avatar,
  text: albumComments.text,
  createdAt: albumComments.createdAt,
};
type CommentRow = { id: number; albumId: number; guestName: string; guestAvatar: string | null; text: string; createdAt: Date };
const toComment = (row: CommentRow) => ({ id: row.id, albumId: row.albumId, guestName: row.guestName, guestAvatar: row.guestAvatar, text: row.text, created: row.createdAt.toISOString() });
export type AlbumComment = ReturnType<typeof toComment>;

/** The album's comments, newest first, and how many there are. */
export async function listComments(db: Executor, albumId: number, offset: number, limit: number) {
  const [rows, commentsTotal] = await Promise.all([
    db
      .select(commentColumns)
      .from(albumComments)
      .innerJoin(guests, eq(guests.id, albumComments.guestId))
      .where(eq(albumComments.albumId, albumId))
      .orderBy(desc(albumComments.createdAt), desc(albumComments.id))
      .limit(limit)
      .offset(offset),
    listCommentsTotal(db, albumId),
  ]);
  return { comments: rows.map(toComment), commentsTotal };
}

export async function listCommentsTotal(db: Executor, albumId: number): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(albumComments).where(eq(albumComments.albumId, albumId));
  return Number(counted?.total ?? 0);
}

/** Comment text as stored: trimmed, inner runs of blank lines kept to one, never markup-interpreted. */
export function cleanCommentText(text: string): string {
  return text.trim().replace(/\n{3,}/g, '\n\n');
}

export type PostCommentResult = { ok: true; comment: AlbumComment; commentsTotal: number } | { ok: false; reason: 'not_allowed' | 'rate_limited' };

/**
 * Stores a comment when the guest may comment, in one transaction with the guest row locked, so two
 * posts at once cannot both pass the one-per-album rule or the rate limit.
 */
export async function postComment(
  db: Database['db'],
  input: { guest: CommentGuest; albumId: number; access: AlbumAccess; text: string; now?: Date },
): Promise<PostCommentResult> {
  return db.transaction(async (tx): Promise<PostCommentResult> => {
    await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, input.guest.id)).for('update');
    if (!(await mayComment(tx, input.guest, input.albumId, input.access))) return { ok: false, reason: 'not_allowed' };
    const now = input.now ?? new Date();
    const [recent] = await tx
      .select({ total: count() })
      .from(albumComments)
      .where(and(eq(albumComments.guestId, input.guest.id), gt(albumComments.createdAt, new Date(now.getTime() - COMMENT_RATE.windowMs))));
    if (Number(recent?.total ?? 0) >= COMMENT_RATE.max) return { ok: false, reason: 'rate_limited' };
    const [inserted] = await tx
      .insert(albumComments)
      .values({ albumId: input.albumId, guestId: input.guest.id, text: input.text, createdAt: now })
      .returning({ id: albumComments.id });
    const [row] = await tx.select(commentColumns).from(albumComments).innerJoin(guests, eq(guests.id, albumComments.guestId)).where(eq(albumComments.id, inserted!.id));
    return { ok: true, comment: toComment(row!), commentsTotal: await listCommentsTotal(tx, input.albumId) };
  });
}
