import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { favouriteCounts } from '../favourites/service';
import { formatCoins } from '../guests/dto';
import type { GuestRow } from '../guests/schema';
import { liveChatSessions } from '../livechat/schema';
import { mediaPurchases } from '../purchases/schema';
import { vouchers } from '../rewards/schema';
import { pictures } from '../videos/schema';

/** The sidebar data of the personal area (spec 001 §7.4): what the MyVisitX overview counts. */
export interface SidebarData {
  balance: number;
  balanceFormatted: string;
  isVip: boolean;
  hasTvAbo: boolean;
  hadTvAbo: boolean;
  boughtVideosCount: number;
  /** Photos of the albums the guest owns. */
  boughtPhotosCount: number;
  boughtAlbumsCount: number;
  pinnedFavouritesCount: number;
  onlineFavouritesCount: number;
  /** Ended live chat sessions (My chats). */
  videochatsCount: number;
  /** Vouchers still valid (the benefits page lists them). */
  vouchersCount: number;
  loyaltyPoints: number;
  spinwheelSpins: number;
}

/** The asking guest's own figures, read in parallel; nobody else's can be asked for. */
export async function sidebarData(db: Executor, guest: GuestRow, language: Language): Promise<SidebarData> {
  const now = new Date();
  const [media, favourites, chats, valid] = await Promise.all([
    db
      .select({
        videos: sql<number>`count(*) filter (where ${mediaPurchases.kind} = 'video')`.mapWith(Number),
        albums: sql<number>`count(*) filter (where ${mediaPurchases.kind} = 'album')`.mapWith(Number),
        photos: sql<number>`coalesce(sum((select count(*) from ${pictures} where ${pictures.albumId} = ${mediaPurchases.mediaId})) filter (where ${mediaPurchases.kind} = 'album'), 0)`.mapWith(Number),
      })
      .from(mediaPurchases)
      .where(eq(mediaPurchases.guestId, guest.id)),
    favouriteCounts(db, guest.id),
    db
      .select({ ended: count() })
      .from(liveChatSessions)
      .where(and(eq(liveChatSessions.guestId, guest.id), eq(liveChatSessions.state, 'ended'))),
    // Valid as the benefits page counts them (rewards/vouchers.ts listVouchers).
    db
      .select({ count: count() })
      .from(vouchers)
      .where(and(eq(vouchers.guestId, guest.id), or(isNull(vouchers.validTo), sql`${vouchers.validTo} > ${now.toISOString()}`))),
  ]);
  return {
    balance: guest.balance,
    balanceFormatted: formatCoins(guest.balance, language),
    isVip: guest.isVip,
    hasTvAbo: guest.hasTvAbo,
    hadTvAbo: guest.hadTvAbo,
    boughtVideosCount: media[0]?.videos ?? 0,
    boughtPhotosCount: media[0]?.photos ?? 0,
    boughtAlbumsCount: media[0]?.albums ?? 0,
    pinnedFavouritesCount: favourites.pinned,
    onlineFavouritesCount: favourites.online,
    videochatsCount: Number(chats[0]?.ended ?? 0),
    vouchersCount: Number(valid[0]?.count ?? 0),
    loyaltyPoints: guest.loyaltyPoints,
    spinwheelSpins: guest.spinwheelSpins,
  };
}
