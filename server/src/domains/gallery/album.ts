import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { notFound } from '../../http/errors';
import { actorAvailability, actorUnavailable } from '../actors/availability';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import { albumAccess, type AlbumAccess } from '../videos/entitlement';
import { albums } from '../videos/schema';

/** Who asks, with what the gallery's rules need; null for a visitor. */
export async function galleryGuest(db: Executor, guestId: number | null) {
  if (guestId === null) return null;
  const [guest] = await db
    .select({ id: guests.id, isLocked: guests.isLocked, isBlockedForComments: guests.isBlockedForComments, balance: guests.balance })
    .from(guests)
    .where(eq(guests.id, guestId));
  return guest ?? null;
}

export interface OfferedAlbum {
  id: number;
  actorId: number;
  actorName: string;
  title: string;
  free: boolean;
  vipContent: boolean;
  price: number;
  currency: string;
  access: AlbumAccess;
}

/**
 * The album as this viewer may see it: 404 album_not_found for an unknown one, 404 actor_unavailable
 * when its actor is banned in the viewer's country (the same rule as album/{albumId}).
 */
export async function offeredAlbum(db: Executor, albumId: number, viewer: { guestId: number | null; country: string | null }): Promise<OfferedAlbum> {
  const [row] = await db
    .select({
      id: albums.id,
      actorId: albums.actorId,
      actorName: actors.name,
      title: albums.title,
      free: albums.free,
      vipContent: albums.vipContent,
      price: albums.price,
      currency: albums.priceCurrency,
    })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(eq(albums.id, albumId))
    .limit(1);
  if (!row) throw notFound(`Album ${albumId} not found`, 'album_not_found');
  if ((await actorAvailability(db, row.actorId, viewer.country)) === 'banned') throw actorUnavailable(row.actorId);
  const access = (await albumAccess(db, viewer.guestId, [row])).get(row.id) ?? null;
  return { ...row, access };
}

/** An actor by id or stage name (any case); null when there is none. */
export async function actorByIdOrName(db: Executor, idOrName: number | string) {
  const [row] = await db
    .select({ id: actors.id, name: actors.name, sedcardCount: actors.sedcardCount })
    .from(actors)
    .where(typeof idOrName === 'number' ? eq(actors.id, idOrName) : sql`lower(${actors.name}) = lower(${idOrName})`)
    .limit(1);
  return row ?? null;
}
