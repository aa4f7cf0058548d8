import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { albums, pictures } from '../videos/schema';
import { favouriteMedia } from './schema';

export type MediaPinKind = 'album' | 'picture' | 'sedcards';

/** A pin as the socket names it (spec 001 §7.3: actorId, albumId, pictureId). */
export interface MediaPin {
  kind: MediaPinKind;
  actorId: number;
  albumId?: number;
  pictureId?: number;
}

/**
 * The row a pin stands for, checked against the database: the album must be the actor's, the picture
 * the album's. Null when the ids do not belong together or do not exist, so no pin points at nothing.
 */
async function pinRow(db: Executor, guestId: number, pin: MediaPin) {
  if (pin.kind === 'sedcards') {
    const [actor] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, pin.actorId)).limit(1);
    return actor ? { guestId, kind: pin.kind, targetId: pin.actorId, actorId: pin.actorId, albumId: null, pictureId: null } : null;
  }
  if (pin.albumId === undefined) return null;
  const [album] = await db.select({ id: albums.id }).from(albums).where(and(eq(albums.id, pin.albumId), eq(albums.actorId, pin.actorId))).limit(1);
  if (!album) return null;
  if (pin.kind === 'album') return { guestId, kind: pin.kind, targetId: pin.albumId, actorId: pin.actorId, albumId: pin.albumId, pictureId: null };
  if (pin.pictureId === undefined) return null;
  const [picture] = await db.select({ id: pictures.id }).from(pictures).where(and(eq(pictures.id, pin.pictureId), eq(pictures.albumId, pin.albumId))).limit(1);
  return picture ? { guestId, kind: pin.kind, targetId: pin.pictureId, actorId: pin.actorId, albumId: pin.albumId, pictureId: pin.pictureId } : null;
}

/** Pins an album, picture or an actor's sedcards; false when the ids are unknown or do not belong together. Twice is a no-op. */
export async function pinMedia(db: Executor, guestId: number, pin: MediaPin): Promise<boolean> {
  const row = await pinRow(db, guestId, pin);
  if (!row) return false;
  await db.insert(favouriteMedia).values(row).onConflictDoNothing();
  return true;
}

const targetOf = (pin: MediaPin) => (pin.kind === 'sedcards' ? pin.actorId : pin.kind === 'album' ? pin.albumId : pin.pictureId);

export async function unpinMedia(db: Executor, guestId: number, pin: MediaPin): Promise<void> {
  const target = targetOf(pin);
  if (target === undefined) return;
  await db.delete(favouriteMedia).where(and(eq(favouriteMedia.guestId, guestId), eq(favouriteMedia.kind, pin.kind), eq(favouriteMedia.targetId, target)));
}

/** Which of `targetIds` (albums, pictures or actors, by kind) the guest has pinned; empty for a visitor. */
export async function pinnedTargets(db: Executor, guestId: number | null, kind: MediaPinKind, targetIds: number[]): Promise<Set<number>> {
  if (guestId === null || targetIds.length === 0) return new Set();
  const rows = await db
    .select({ id: favouriteMedia.targetId })
    .from(favouriteMedia)
    .where(and(eq(favouriteMedia.guestId, guestId), eq(favouriteMedia.kind, kind), inArray(favouriteMedia.targetId, targetIds)));
  return new Set(rows.map((row) => row.id));
}

/** How many pins of a kind the guest holds (of one actor, or all): the total a paged list shows. */
export async function countPins(db: Executor, guestId: number, kind: MediaPinKind, actorId: number | null = null): Promise<number> {
  const conditions = [eq(favouriteMedia.guestId, guestId), eq(favouriteMedia.kind, kind)];
  if (actorId !== null) conditions.push(eq(favouriteMedia.actorId, actorId));
  const [row] = await db.select({ total: count() }).from(favouriteMedia).where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** The guest's pinned pictures, newest pin first, optionally of one actor; `offset` skips the pages before. */
export function pinnedPictures(db: Executor, guestId: number, actorId: number | null, limit: number, offset = 0) {
  const conditions = [eq(favouriteMedia.guestId, guestId), eq(favouriteMedia.kind, 'picture')];
  if (actorId !== null) conditions.push(eq(favouriteMedia.actorId, actorId));
  return db
    .select({
      pictureId: pictures.id,
      albumId: albums.id,
      position: pictures.position,
      free: albums.free,
      vipContent: albums.vipContent,
      actorId: actors.id,
      actorName: actors.name,
      pinnedAt: favouriteMedia.createdAt,
    })
    .from(favouriteMedia)
    .innerJoin(pictures, eq(pictures.id, favouriteMedia.targetId))
    .innerJoin(albums, eq(albums.id, pictures.albumId))
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(...conditions))
    .orderBy(desc(favouriteMedia.createdAt), desc(favouriteMedia.targetId))
    .limit(limit)
    .offset(offset);
}

/** The guest's pinned sedcards (an actor's profile pictures), newest pin first, with the actor's online state. */
export function pinnedSedcards(db: Executor, guestId: number, limit: number, offset = 0) {
  return db
    .select({ actorId: actors.id, actorName: actors.name, isOnline: actors.isOnline, pinnedAt: favouriteMedia.createdAt })
    .from(favouriteMedia)
    .innerJoin(actors, eq(actors.id, favouriteMedia.actorId))
    .where(and(eq(favouriteMedia.guestId, guestId), eq(favouriteMedia.kind, 'sedcards')))
    .orderBy(desc(favouriteMedia.createdAt), desc(favouriteMedia.actorId))
    .limit(limit)
    .offset(offset);
}
