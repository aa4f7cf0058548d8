import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor, Tx } from '../../db/helpers';
import { albums, pictures } from '../videos/schema';
import { albumRatings, pictureRatings, sedcardRatings } from './schema';

/** Spec 000 §3 Gallery: a like is 5, a dislike 1. */
export const RATING = { like: 5, dislike: 1 } as const;
export type RatingValue = (typeof RATING)[keyof typeof RATING];

/** The rating fields of an album, a picture or an actor's sedcards, as the spec names them. */
export interface RatingState {
  guestRatingLikes: number;
  guestRatingDislikes: number;
  isLiked: boolean;
  isDisliked: boolean;
}

export const ratingFlags = (value: number | undefined) => ({ isLiked: value === RATING.like, isDisliked: value === RATING.dislike });

export interface RatedThing {
  /** Locks the rated row (album, picture) so ratings of it serialise; false when it does not exist. */
  lock(tx: Tx): Promise<boolean>;
  previous(tx: Tx): Promise<number | undefined>;
  store(tx: Tx, value: RatingValue): Promise<void>;
  /** Moves the stored counters by the change; none for counters that are counted when read. */
  adjust(tx: Tx, likes: number, dislikes: number): Promise<void>;
  counts(tx: Tx): Promise<{ likes: number; dislikes: number }>;
}

/**
 * Sets the guest's rating, replacing an earlier one: a like after a dislike moves one count from
 * dislikes to likes, the same rating again changes nothing (idempotent). Null: the thing is unknown.
 */
export async function rate(db: Database['db'], thing: RatedThing, value: RatingValue): Promise<RatingState | null> {
  return db.transaction(async (tx) => {
    if (!(await thing.lock(tx))) return null;
    const before = await thing.previous(tx);
    if (before !== value) {
      await thing.store(tx, value);
      const delta = (rating: number) => (value === rating ? 1 : 0) - (before === rating ? 1 : 0);
      await thing.adjust(tx, delta(RATING.like), delta(RATING.dislike));
    }
    const { likes, dislikes } = await thing.counts(tx);
    return { guestRatingLikes: likes, guestRatingDislikes: dislikes, ...ratingFlags(value) };
  });
}

export function rateAlbum(db: Database['db'], guestId: number, albumId: number, value: RatingValue) {
  return rate(
    db,
    {
      lock: async (tx) => (await tx.select({ id: albums.id }).from(albums).where(eq(albums.id, albumId)).for('update')).length > 0,
      previous: async (tx) =>
        (await tx.select({ value: albumRatings.value }).from(albumRatings).where(and(eq(albumRatings.guestId, guestId), eq(albumRatings.albumId, albumId))))[0]?.value,
      store: async (tx, rating) => {
        await tx.insert(albumRatings).values({ guestId, albumId, value: rating }).onConflictDoUpdate({ target: [albumRatings.guestId, albumRatings.albumId], set: { value: rating } });
      },
      adjust: async (tx, likes, dislikes) => {
        await tx.update(albums).set({ likes: sql`${albums.likes} + ${likes}`, dislikes: sql`${albums.dislikes} + ${dislikes}` }).where(eq(albums.id, albumId));
      },
      counts: async (tx) => (await tx.select({ likes: albums.likes, dislikes: albums.dislikes }).from(albums).where(eq(albums.id, albumId)))[0]!,
    },
    value,
  );
}

export function ratePicture(db: Database['db'], guestId: number, pictureId: number, value: RatingValue) {
  return rate(
    db,
    {
      lock: async (tx) => (await tx.select({ id: pictures.id }).from(pictures).where(eq(pictures.id, pictureId)).for('update')).length > 0,
      previous: async (tx) =>
        (await tx.select({ value: pictureRatings.value }).from(pictureRatings).where(and(eq(pictureRatings.guestId, guestId), eq(pictureRatings.pictureId, pictureId))))[0]
          ?.value,
      store: async (tx, rating) => {
        await tx
          .insert(pictureRatings)
          .values({ guestId, pictureId, value: rating })
          .onConflictDoUpdate({ target: [pictureRatings.guestId, pictureRatings.pictureId], set: { value: rating } });
      },
      adjust: async (tx, likes, dislikes) => {
        await tx.update(pictures).set({ likes: sql`${pictures.likes} + ${likes}`, dislikes: sql`${pictures.dislikes} + ${dislikes}` }).where(eq(pictures.id, pictureId));
      },
      counts: async (tx) => (await tx.select({ likes: pictures.likes, dislikes: pictures.dislikes }).from(pictures).where(eq(pictures.id, pictureId)))[0]!,
    },
    value,
  );
}

/** Sedcard ratings have no counter column on the actor (another domain's row): they are counted when read. */
export function sedcardCounts(db: Executor, actorId: number) {
  return db
    .select({
      likes: sql<number>`count(*) filter (where ${sedcardRatings.value} = ${RATING.like})`.mapWith(Number),
      dislikes: sql<number>`count(*) filter (where ${sedcardRatings.value} = ${RATING.dislike})`.mapWith(Number),
    })
    .from(sedcardRatings)
    .where(eq(sedcardRatings.actorId, actorId))
    .then((rows) => rows[0] ?? { likes: 0, dislikes: 0 });
}

export async function sedcardRatingOf(db: Executor, guestId: number | null, actorId: number): Promise<number | undefined> {
  if (guestId === null) return undefined;
  const [row] = await db.select({ value: sedcardRatings.value }).from(sedcardRatings).where(and(eq(sedcardRatings.guestId, guestId), eq(sedcardRatings.actorId, actorId)));
  return row?.value;
}

export function rateSedcards(db: Database['db'], guestId: number, actorId: number, value: RatingValue) {
  return rate(
    db,
    {
      // The guest's own row is what changes; sedcard ratings of one guest and actor serialise on it.
      lock: async () => true,
      previous: (tx) => sedcardRatingOf(tx, guestId, actorId),
      store: async (tx, rating) => {
        await tx
          .insert(sedcardRatings)
          .values({ guestId, actorId, value: rating })
          .onConflictDoUpdate({ target: [sedcardRatings.guestId, sedcardRatings.actorId], set: { value: rating } });
      },
      adjust: async () => undefined,
      counts: (tx) => sedcardCounts(tx, actorId),
    },
    value,
  );
}

/** The guest's ratings of an album and of some of its pictures (empty for a visitor). */
export async function guestRatings(db: Executor, guestId: number | null, albumId: number, pictureIds: number[]) {
  if (guestId === null) return { album: undefined, pictures: new Map<number, number>() };
  const [[album], pictureRows] = await Promise.all([
    db.select({ value: albumRatings.value }).from(albumRatings).where(and(eq(albumRatings.guestId, guestId), eq(albumRatings.albumId, albumId))),
    pictureIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: pictureRatings.pictureId, value: pictureRatings.value })
          .from(pictureRatings)
          .where(and(eq(pictureRatings.guestId, guestId), inArray(pictureRatings.pictureId, pictureIds))),
  ]);
  return { album: album?.value, pictures: new Map(pictureRows.map((row) => [row.id, row.value])) };
}
