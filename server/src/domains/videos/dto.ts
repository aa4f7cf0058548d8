import { z } from 'zod';
import type { albumTileSchema, actorVideoTileSchema } from '@vx/shared/protocol';
import { mediaImages } from '../../media/urls';
import { toVideoTile, type VideoTileRow } from '../tiles/videos';
import type { AlbumAccess } from './entitlement';

type ActorVideoTile = z.infer<typeof actorVideoTileSchema>;
type AlbumTile = z.infer<typeof albumTileSchema>;

/** `flatrate`: open through a subscription (VIP content for a VIP) rather than bought. */
export const guestInfo = (bought: boolean, flatrate = false) => ({ bought, gifted: false, flatrate, liked: false });

/** A tile of the actor's video grid; thumbnails come in the spec widths w320/w640/w1280. */
export function toActorVideoTile(row: VideoTileRow & { classic: boolean }, bought: boolean): ActorVideoTile {
  return { ...toVideoTile(row), classic: row.classic, previewThumbnails: mediaImages('video', row.id), isBought: bought || row.free };
}

export interface AlbumTileRow {
  id: number;
  title: string;
  description: string;
  ageRating: number;
  free: boolean;
  vipContent: boolean;
  price: number;
  currency: string;
  likes: number;
  type: string;
  totalViews: number;
  actorId: number;
  actorName: string;
  pictureCount: number;
}

export function toAlbumTile(row: AlbumTileRow, access: AlbumAccess): AlbumTile {
  const owned = access === 'bought' || access === 'free';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ageRating: row.ageRating,
    free: row.free,
    guestInfo: guestInfo(owned, access === 'vip'),
    isBought: owned,
    price: { value: row.price, currency: row.currency },
    previews: [mediaImages('album', row.id)],
    rating: { likes: row.likes },
    isVipContent: row.vipContent,
    type: row.type === 'video' ? 'video' : 'image',
    actor: { id: row.actorId, name: row.actorName },
    albumTotalViews: row.totalViews,
    pictureCount: row.pictureCount,
  };
}
