import type { Executor } from '../../db/helpers';
import { countPins, pinnedPictures } from '../favourites/media-pins';
import { albumAccess } from '../videos/entitlement';
import { pictureImages } from '../videos/service';

/**
 * gallery/getPinnedPhotos: a page of the guest's pinned pictures, newest pin first, with the page, the
 * last one and the total; the image only where the guest may open the album.
 */
export async function pinnedPhotos(db: Executor, mediaKey: Buffer, guestId: number, actorId: number | null, page: number, limit: number) {
  const [rows, total] = await Promise.all([pinnedPictures(db, guestId, actorId, limit, (page - 1) * limit), countPins(db, guestId, 'picture', actorId)]);
  const access = await albumAccess(db, guestId, rows.map((row) => ({ id: row.albumId, free: row.free, vipContent: row.vipContent })));
  const pictures = rows.map((row) => ({
    pictureId: row.pictureId,
    albumId: row.albumId,
    position: row.position,
    actorId: row.actorId,
    actorName: row.actorName,
    image: pictureImages(mediaKey, access.get(row.albumId) ?? null, row.pictureId, guestId),
    pinnedAt: row.pinnedAt.toISOString(),
  }));
  return { pictures, page, maxPage: Math.max(1, Math.ceil(total / limit)), total };
}
