import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { favouriteActorSchema } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actorTileColumns, toActorTile } from '../actors/dto';
import { actors } from '../actors/schema';
import { favouriteActors } from './schema';

type FavouriteActor = z.infer<typeof favouriteActorSchema>;

/** Spec 001 §9: favourite actors 10 per page; the socket list answers at most 50. */
export const FAVOURITES_PAGE_SIZE = 10;
export const FAVOURITES_SOCKET_LIMIT = 50;

/** Pins an actor; false when the actor does not exist. Pinning twice is a no-op. */
export async function pinActor(db: Executor, guestId: number, actorId: number): Promise<boolean> {
  const [actor] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).limit(1);
  if (!actor) return false;
  await db.insert(favouriteActors).values({ guestId, actorId, notifyEmail: false, notifySms: false }).onConflictDoNothing();
  return true;
}

export async function unpinActor(db: Executor, guestId: number, actorId: number): Promise<boolean> {
  const removed = await db
    .delete(favouriteActors)
    .where(and(eq(favouriteActors.guestId, guestId), eq(favouriteActors.actorId, actorId)))
    .returning({ actorId: favouriteActors.actorId });
  return removed.length > 0;
}

/** Switches the email or sms alert of a pinned actor; false when the actor is not pinned. */
export async function setPinNotification(db: Executor, guestId: number, actorId: number, channel: 'email' | 'sms', enabled: boolean): Promise<boolean> {
  const updated = await db
    .update(favouriteActors)
    .set(channel === 'email' ? { notifyEmail: enabled } : { notifySms: enabled })
    .where(and(eq(favouriteActors.guestId, guestId), eq(favouriteActors.actorId, actorId)))
    .returning({ actorId: favouriteActors.actorId });
  return updated.length > 0;
}

export interface FavouriteCounts {
  pinned: number;
  online: number;
}

/** How many actors each guest of `guests` has pinned and how many of those are online (guests without pins: absent). */
async function countFavourites(db: Executor, guests: SQL): Promise<Map<number, FavouriteCounts>> {
  const rows = await db
    .select({
      guestId: favouriteActors.guestId,
      pinned: count(),
      online: sql<number>`count(*) filter (where ${actors.isOnline})`.mapWith(Number),
    })
    .from(favouriteActors)
    .innerJoin(actors, eq(actors.id, favouriteActors.actorId))
    .where(guests)
    .groupBy(favouriteActors.guestId);
  return new Map(rows.map((row) => [row.guestId, { pinned: Number(row.pinned), online: row.online }]));
}

export async function favouriteCounts(db: Executor, guestId: number): Promise<FavouriteCounts> {
  return (await countFavourites(db, eq(favouriteActors.guestId, guestId))).get(guestId) ?? { pinned: 0, online: 0 };
}

/** The counts of every guest who pinned the actor, in one query: they hear when it goes online or offline. */
export function favouriteCountsOfFans(db: Executor, actorId: number): Promise<Map<number, FavouriteCounts>> {
  const fans = db.select({ guestId: favouriteActors.guestId }).from(favouriteActors).where(eq(favouriteActors.actorId, actorId));
  return countFavourites(db, inArray(favouriteActors.guestId, fans));
}

/** The guest's pin of an actor with its alert switches; all false for a visitor or no pin. */
export async function favouriteRelation(db: Executor, guestId: number | null, actorId: number) {
  const none = { isFavorite: false, notifyEmail: false, notifySms: false };
  if (guestId === null) return none;
  const [row] = await db
    .select({ notifyEmail: favouriteActors.notifyEmail, notifySms: favouriteActors.notifySms })
    .from(favouriteActors)
    .where(and(eq(favouriteActors.guestId, guestId), eq(favouriteActors.actorId, actorId)))
    .limit(1);
  return row ? { isFavorite: true, ...row } : none;
}

/** How a list of pinned actors is ordered: newest pin first, or the online ones first (the favourite cams page). */
export type FavouriteOrder = 'pinned' | 'online';

/** The guest's pinned actors as tiles with live online state, newest pin first (after the online ones with `online`). */
export async function listFavourites(db: Executor, guestId: number, page: number, pageSize: number, order: FavouriteOrder = 'pinned') {
  const where = eq(favouriteActors.guestId, guestId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...actorTileColumns, notifyEmail: favouriteActors.notifyEmail, notifySms: favouriteActors.notifySms, pinnedAt: favouriteActors.createdAt })
      .from(favouriteActors)
      .innerJoin(actors, eq(actors.id, favouriteActors.actorId))
      .where(where)
      .orderBy(...(order === 'online' ? [desc(actors.isOnline)] : []), desc(favouriteActors.createdAt), desc(favouriteActors.actorId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(favouriteActors).where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  const list: FavouriteActor[] = rows.map((row) => ({
    ...toActorTile(row),
    notifyEmail: row.notifyEmail,
    notifySms: row.notifySms,
    pinnedAt: row.pinnedAt.toISOString(),
  }));
  return { actors: list, page, maxPage: Math.max(1, Math.ceil(total / pageSize)), total };
}
