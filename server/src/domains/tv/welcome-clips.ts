import { desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actorImages, mediaImages } from '../../media/urls';
import { signVodGrant, vodUrls } from '../../media/vod';
import { actors } from '../actors/schema';
import { videos } from '../videos/schema';
import { tvEpisodes } from './schema';

export const WELCOME_CLIPS_MAX = 10;

/**
 * welcomeClipRotator (spec 000 §3 Welcome clip: id, video quality URLs, hls, preview, vtt, schema,
 * model): the newest episodes rated at most `fsk`, each as its preview (anyone may play it), with
 * one playlist per quality, the master playlist (hls), a poster, the thumbnail track and the
 * schema.org VideoObject as JSON text.
 */
export async function welcomeClips(db: Executor, first: number, fsk: number, settings: { secret: string; previewSeconds: number; grantSeconds: number; now?: number }) {
  const rows = await db
    .select({ id: videos.id, title: videos.title, duration: videos.duration, releasedAt: videos.releasedAt, actorId: actors.id, actorName: actors.name })
    .from(tvEpisodes)
    .innerJoin(videos, eq(videos.id, tvEpisodes.videoId))
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(lte(videos.ageRating, fsk))
    .orderBy(desc(videos.releasedAt), desc(videos.id))
    .limit(first);
  const expiresAt = Math.floor((settings.now ?? Date.now()) / 1000) + settings.grantSeconds;
  return rows.map((row) => {
    const grant = signVodGrant(settings.secret, row.id, { kind: 'preview' }, null, expiresAt);
    const { url, thumbnails } = vodUrls(row.id, grant);
    const preview = mediaImages('video', row.id).w1280;
    const seconds = Math.min(row.duration, settings.previewSeconds);
    return {
      id: row.id,
      video: { quality: { '720p': `/media/vod/${row.id}/720p/index.m3u8?grant=${grant}`, '360p': `/media/vod/${row.id}/360p/index.m3u8?grant=${grant}` } },
      hls: url,
      preview,
      vtt: thumbnails,
      schema: JSON.stringify({
        '@context': 'https://schema.org', '@type': 'VideoObject', name: row.title, thumbnailUrl: preview,
        uploadDate: row.releasedAt.toISOString(), duration: `PT${seconds}S`, contentUrl: url,
      }),
      model: { id: row.actorId, name: row.actorName, avatar: actorImages(row.actorId).w320 },
    };
  });
}
