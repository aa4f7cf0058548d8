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

/** Videos rated this or higher need an age-verified guest (spec 000 §4 content restriction needAgeCheck). */
export const AGE_CHECK_RATING = 18;

/** Spec 000 §4 content restrictions, as far as they keep a guest from the whole video. */
export type VideoRestriction = 'needLogin' | 'needAgeCheck' | 'needAbo' | 'needPurchase';

export interface VideoTerms {
  id: number;
  free: boolean;
  vip: boolean;
  ageRating: number;
}

/**
 * Who plays a video whole: everyone for free clips, the guest who bought it, a VIP for VIP videos;
 * and for age-rated ones only when the guest is age-verified. Everyone else gets the preview, and
 * the restriction says what would open it. A locked guest keeps only the free clips.
 */
export interface VideoEntitlement {
  whole: boolean;
  bought: boolean;
  /** Open through the VIP subscription (guestInfo.flatrate). */
  flatrate: boolean;
  restriction: VideoRestriction | null;
}

export async function videoEntitlement(db: Executor, guestId: number | null, video: VideoTerms): Promise<VideoEntitlement> {
  const [guest] =
    guestId === null
      ? []
      : await db.select({ isVip: guests.isVip, isLocked: guests.isLocked, hasAvs: guests.hasAvs }).from(guests).where(eq(guests.id, guestId)).limit(1);
  const active = guest !== undefined && !guest.isLocked;
  const bought = active && !video.free && (await ownedMediaIds(db, guestId, 'video', [video.id])).has(video.id);
  const flatrate = active && !bought && video.vip && guest.isVip;
  const entitled = video.free || bought || flatrate;
  const ageOk = video.ageRating < AGE_CHECK_RATING || (guest?.hasAvs ?? false);
  let restriction: VideoRestriction | null = null;
  if (!guest) restriction = 'needLogin';
  else if (!entitled) restriction = video.vip ? 'needAbo' : 'needPurchase';
  else if (!ageOk) restriction = 'needAgeCheck';
  return { whole: entitled && ageOk && (video.free || guest !== undefined), bought, flatrate, restriction: entitled && ageOk ? null : restriction };
}
