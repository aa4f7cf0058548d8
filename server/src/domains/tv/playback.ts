import { signVodGrant, vodUrls, type VodAccess } from '../../media/vod';
import type { Executor } from '../../db/helpers';
import type { StreamSettings } from '../videos/video-detail';
import { episodeById, toEpisodeTile } from './catalogue';
import { tvEntitlement } from './entitlement';

/**
 * tv/video/{videoId}: the episode with its stream, played through the shop's VOD pipeline
 * (media/vod): TV subscribers get the whole episode (a grant for them alone), everyone else the
 * preview, and `restriction` says what would open it (needLogin, needAbo, needAgeCheck).
 */
export async function tvVideo(db: Executor, videoId: number, guestId: number | null, language: string, settings: StreamSettings) {
  const row = await episodeById(db, videoId);
  if (!row) return null;
  const entitlement = await tvEntitlement(db, guestId, row);
  const expiresAt = Math.floor((settings.now ?? Date.now()) / 1000) + settings.grantSeconds;
  const access: VodAccess = entitlement.whole && guestId !== null ? { kind: 'whole', guestId } : { kind: 'preview' };
  const stream = settings.off
    ? null
    : {
        ...vodUrls(videoId, signVodGrant(settings.secret, videoId, access, guestId, expiresAt)),
        isPreview: access.kind === 'preview',
        previewSeconds: access.kind === 'whole' ? row.duration : Math.min(row.duration, settings.previewSeconds),
        needsToken: access.kind === 'whole',
        expiresAt,
        restriction: entitlement.restriction,
      };
  return { ...toEpisodeTile(row, language), description: row.description, url: stream?.url ?? null, stream };
}
