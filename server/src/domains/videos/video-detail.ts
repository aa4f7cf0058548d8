import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { videoDetailSchema } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { signVodGrant, vodUrls, type VodAccess } from '../../media/vod';
import { actors } from '../actors/schema';
import { guestInfo, toActorVideoTile } from './dto';
import { videoEntitlement } from './entitlement';
import { tags, videos, videoTags } from './schema';
import { likedByGuest } from './video-ratings';
import { gridColumns } from './service';

type VideoDetail = z.infer<typeof videoDetailSchema>;

export interface StreamSettings {
  /** VISITOR_TOKEN_SECRET: signs the stream's grant. */
  secret: string;
  previewSeconds: number;
  grantSeconds: number;
  /** VOD_VIDEOS=off: no stream at all. */
  off: boolean;
  now?: number;
}

/**
 * video/:videoId (spec 000 §3 Video): the video for this guest with its stream, the whole video
 * or its preview as entitlement.ts decides, signed for this guest until `expiresAt`.
 */
export async function videoDetail(db: Executor, videoId: number, guestId: number | null, settings: StreamSettings): Promise<VideoDetail | null> {
  const [row] = await db
    .select({ ...gridColumns, description: videos.description, ageRating: videos.ageRating, vip30Offer: videos.vip30Offer, camRecording: videos.camRecording })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(eq(videos.id, videoId))
    .limit(1);
  if (!row) return null;
  const [entitlement, liked, tagRows] = await Promise.all([
    videoEntitlement(db, guestId, { id: videoId, free: row.free, vip: row.vip, ageRating: row.ageRating }),
    likedByGuest(db, guestId, videoId),
    db.select({ id: tags.id, label: tags.label }).from(videoTags).innerJoin(tags, eq(tags.id, videoTags.tagId)).where(eq(videoTags.videoId, videoId)).orderBy(asc(tags.label)),
  ]);
  const tile = toActorVideoTile(row, entitlement.bought);
  const expiresAt = Math.floor((settings.now ?? Date.now()) / 1000) + settings.grantSeconds;
  // A free clip needs no token (a visitor plays it too); a bought or VIP video only for its guest.
  const access: VodAccess = !entitlement.whole ? { kind: 'preview' } : row.free || guestId === null ? { kind: 'free' } : { kind: 'whole', guestId };
  const urls = vodUrls(videoId, signVodGrant(settings.secret, videoId, access, guestId, expiresAt));
  const stream = settings.off
    ? null
    : {
        ...urls,
        isPreview: !entitlement.whole,
        previewSeconds: entitlement.whole ? row.duration : Math.min(row.duration, settings.previewSeconds),
        needsToken: access.kind === 'whole',
        expiresAt,
        restriction: entitlement.restriction,
      };
  return {
    ...tile,
    description: row.description,
    ageRating: row.ageRating,
    isVip30Offer: row.vip30Offer,
    camRecording: row.camRecording,
    guestInfo: { ...guestInfo(tile.isBought, entitlement.flatrate), liked },
    url: stream?.url ?? null,
    stream,
    tags: tagRows,
  };
}
