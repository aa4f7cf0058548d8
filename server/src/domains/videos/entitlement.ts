import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { guests } from '../guests/schema';
import { ownedMediaIds } from '../purchases/service';

/**
 * Why a viewer may open an album's full pictures: it is free, the guest bought it, or it is VIP
 * content and the guest a VIP; null when the viewer gets only the previews.
 */
export type AlbumAccess = 'free' | 'bought' | 'vip' | null;

export interface AlbumTerms {
  id: number;
  free: boolean;
  vipContent: boolean;
}

/** The access of one viewer (null: a visitor) to each album. A locked guest keeps only the free ones. */
export async function albumAccess(db: Executor, guestId: number | null, albums: AlbumTerms[]): Promise<Map<number, AlbumAccess>> {
  const paid = albums.filter((album) => !album.free);
  const [guest] =
    guestId === null || paid.length === 0
      ? []
      : await db.select({ isVip: guests.isVip, isLocked: guests.isLocked }).from(guests).where(eq(guests.id, guestId)).limit(1);
  const entitled = guest !== undefined && !guest.isLocked;
  const owned = entitled ? await ownedMediaIds(db, guestId, 'album', paid.map((album) => album.id)) : new Set<number>();
  const access = (album: AlbumTerms): AlbumAccess => {
    if (album.free) return 'free';
    if (owned.has(album.id)) return 'bought';
    return entitled && guest.isVip && album.vipContent ? 'vip' : null;
  };
  return new Map(albums.map((album) => [album.id, access(album)]));
}
