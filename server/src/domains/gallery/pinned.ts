import type { Executor } from '../../db/helpers';
import { pinnedPictures } from '../favourites/media-pins';
import { albumAccess } from '../videos/entitlement';
import { pictureImages } from '../videos/service';

/** gallery/getPinnedPhotos: the guest's pinned pictures, newest pin first; the image only where the guest may open the album. */
export async function pinnedPhotos(db: Executor, mediaKey: Buffer, guestId: number, actorId: number | null, limit: number) {
  const rows = await pinnedPictures(db, guestId, actorId, limit);
  const access = await albumAccess(db, guestId, rows.map((row) => ({ id: row.albumId, free: row.free, vipContent: row.vipContent })));
  return rows.map((row) => ({
    pictureId: row.pictureId,
    albumId: row.albumId,
    position: row.position,
    actorId: row.actorId,
    actorName: row.actorName,
    image: pictureImages(mediaKey, access.get(row.albumId) ?? null, row.pictureId, guestId),
    pinnedAt: row.pinnedAt.toISOString(),
  }));
}
