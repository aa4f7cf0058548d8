import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import type { ImageSet } from '@vx/shared/protocol';
import { signedImages } from '../../media/signed-urls';
import { mediaImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { pinnedTargets } from '../favourites/media-pins';
import { listCommentsTotal, mayComment } from '../gallery/comments';
import { guestRatings, ratingFlags } from '../gallery/ratings';
import { guests } from '../guests/schema';
import { ownedMediaIds } from '../purchases/service';
import { videoTileColumns } from '../tiles/videos';
import { toActorVideoTile, toAlbumTile } from './dto';
import { albumAccess, type AlbumAccess } from './entitlement';
import { albums, pictures, tags, videos, videoTags } from './schema';

/** Spec 001 §9: 16 videos per grid, 14 photos and galleries per page. */
export const VIDEO_GRID_SIZE = 16;
export const ALBUM_PAGE_SIZE = 14;
export const PICTURE_PAGE_SIZE = 14;

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
export const gridColumns = { ...videoTileColumns, classic: videos.classic };

export async function actorVideoGrid(
  db: Executor,
  query: { actorId: number; page: number; tagGroup: string | null; classic: boolean | null; guestId: number | null },
) {
  const conditions: SQL[] = [eq(videos.actorId, query.actorId)];
  if (query.classic !== null) conditions.push(eq(videos.classic, query.classic));
  if (query.tagGroup) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(videoTags)
          .innerJoin(tags, eq(tags.id, videoTags.tagId))
          .where(and(eq(videoTags.videoId, videos.id), sql`lower(${tags.label}) = lower(${query.tagGroup})`)),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [counted], tagGroups] = await Promise.all([
    db
      .select(gridColumns)
      .from(videos)
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(where)
      .orderBy(desc(videos.releasedAt), desc(videos.id))
      .limit(VIDEO_GRID_SIZE)
      .offset((query.page - 1) * VIDEO_GRID_SIZE),
    db.select({ total: count() }).from(videos).where(where),
    actorTagGroups(db, query.actorId),
  ]);
  const owned = await ownedMediaIds(db, query.guestId, 'video', rows.map((row) => row.id));
  const total = Number(counted?.total ?? 0);
  return {
    videos: rows.map((row) => toActorVideoTile(row, owned.has(row.id))),
    page: query.page,
    maxPage: pages(total, VIDEO_GRID_SIZE),
    total,
    tagGroups,
  };
}

/** The filters a grid offers: the tag groups of the actor's videos, the most used first. */
export const TAG_GROUPS_LIMIT = 12;

async function actorTagGroups(db: Executor, actorId: number): Promise<string[]> {
  const used = count(videoTags.videoId);
  const rows = await db
    .select({ label: tags.label })
    .from(videoTags)
    .innerJoin(videos, eq(videos.id, videoTags.videoId))
    .innerJoin(tags, eq(tags.id, videoTags.tagId))
    .where(eq(videos.actorId, actorId))
    .groupBy(tags.label)
    .orderBy(desc(used), asc(tags.label))
    .limit(TAG_GROUPS_LIMIT);
  return rows.map((row) => row.label);
}

const albumColumns = {
  id: albums.id,
  title: albums.title,
  description: albums.description,
  ageRating: albums.ageRating,
  free: albums.free,
  vipContent: albums.vipContent,
  price: albums.price,
  currency: albums.priceCurrency,
  likes: albums.likes,
  dislikes: albums.dislikes,
  type: albums.type,
  totalViews: albums.totalViews,
  actorId: actors.id,
  actorName: actors.name,
  pictureCount: sql<number>`(SELECT count(*)::int FROM pictures p WHERE p.album_id = ${albums.id})`,
};

/** The actor's albums, newest first: a page of 14 (spec 001 §9), or `limit` from `offset` (query service galleries). */
export async function actorAlbums(db: Executor, query: { actorId: number; guestId: number | null } & ({ page: number } | { limit: number; offset: number })) {
  const limit = 'page' in query ? ALBUM_PAGE_SIZE : query.limit;
  const offset = 'page' in query ? (query.page - 1) * ALBUM_PAGE_SIZE : query.offset;
  const where = eq(albums.actorId, query.actorId);
  const [rows, [counted]] = await Promise.all([
    db
      .select(albumColumns)
      .from(albums)
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(where)
      .orderBy(desc(albums.createdAt), desc(albums.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(albums).where(where),
  ]);
  const access = await albumAccess(db, query.guestId, rows);
  const total = Number(counted?.total ?? 0);
  return {
    albums: rows.map((row) => toAlbumTile(row, access.get(row.id) ?? null)),
    page: Math.floor(offset / limit) + 1,
    maxPage: pages(total, limit),
    total,
  };
}

/** The image set of a picture for this viewer: plain for free albums, signed for the entitled guest, none for the rest. */
export function pictureImages(mediaKey: Buffer, access: AlbumAccess, pictureId: number, guestId: number | null): ImageSet | null {
  if (access === 'free') return mediaImages('picture', pictureId);
  if (access === null || guestId === null) return null;
  return signedImages(mediaKey, 'picture', pictureId, guestId);
}

/** The guest's standing towards comments: who asks, whether locked or blocked; null for a visitor. */
async function commentGuest(db: Executor, guestId: number | null) {
  if (guestId === null) return null;
  const [guest] = await db.select({ id: guests.id, isLocked: guests.isLocked, isBlockedForComments: guests.isBlockedForComments }).from(guests).where(eq(guests.id, guestId));
  return guest ?? null;
}

/**
 * An album and one page of its pictures, with the guest's ratings, pins and comment permission;
 * `mediaKey` signs the full pictures of paid albums for their guest.
 */
export async function albumDetail(db: Executor, mediaKey: Buffer, query: { albumId: number; page: number; guestId: number | null }) {
  const { albumId, page, guestId } = query;
  const [row] = await db.select(albumColumns).from(albums).innerJoin(actors, eq(actors.id, albums.actorId)).where(eq(albums.id, albumId)).limit(1);
  if (!row) return null;
  const access = (await albumAccess(db, guestId, [row])).get(albumId) ?? null;
  const pictureRows = await db
    .select({ id: pictures.id, position: pictures.position, likes: pictures.likes, dislikes: pictures.dislikes })
    .from(pictures)
    .where(eq(pictures.albumId, albumId))
    .orderBy(asc(pictures.position))
    .limit(PICTURE_PAGE_SIZE)
    .offset((page - 1) * PICTURE_PAGE_SIZE);
  const pictureIds = pictureRows.map((p) => p.id);
  const [ratings, pinnedAlbum, pinnedPictures, commentsTotal, mayCommentAlbum] = await Promise.all([
    guestRatings(db, guestId, albumId, pictureIds),
    pinnedTargets(db, guestId, 'album', [albumId]),
    pinnedTargets(db, guestId, 'picture', pictureIds),
    listCommentsTotal(db, albumId),
    commentGuest(db, guestId).then((guest) => mayComment(db, guest, albumId, access)),
  ]);
  return {
    ...toAlbumTile(row, access),
    guestRatingLikes: row.likes,
    guestRatingDislikes: row.dislikes,
    ...ratingFlags(ratings.album),
    isPinned: pinnedAlbum.has(albumId),
    commentsTotal,
    isGuestAllowedToCommentAlbum: mayCommentAlbum,
    pictures: {
      items: pictureRows.map((p) => ({
        id: p.id,
        position: p.position,
        // The album preview stands for the pictures of those not entitled.
        image: pictureImages(mediaKey, access, p.id, guestId),
        guestRatingLikes: p.likes,
        guestRatingDislikes: p.dislikes,
        ...ratingFlags(ratings.pictures.get(p.id)),
        isPinned: pinnedPictures.has(p.id),
      })),
      page,
      maxPage: pages(row.pictureCount, PICTURE_PAGE_SIZE),
      total: row.pictureCount,
    },
  };
}
