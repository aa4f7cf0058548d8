import { and, desc, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/helpers';
import { mediaImages } from '../../media/urls';
import { signVodGrant, vodUrls } from '../../media/vod';
import { languageOf } from '../../http/language';
import { actors } from '../actors/schema';
import type { AppDeps } from '../types';
import { videos } from '../videos/schema';
import { allEpisodes, inGerman } from './catalogue';

/** Slides per jumbotron, and the seconds each shows before the next. */
export const JUMBOTRON_SLIDES = 5;
export const JUMBOTRON_ROTATION_SECONDS = 8;
/** A jumbotron plays on pages every visitor sees: nothing rated above 16. */
const JUMBOTRON_FSK = 16;
/** Spec 001 §7.1: the jumbotron config is fetched with a cache hint of 60 seconds; the same for everyone. */
const CACHE_CONTROL = 'public, max-age=60';

interface SlideVideo { id: number; title: string; duration: number; actorId: number; actorName: string }
interface Settings { secret: string; previewSeconds: number; grantSeconds: number; now: number }

/** A slide: the video's picture and its preview stream (a visitor's grant, like the welcome clips). */
function toSlide(video: SlideVideo, link: { routeName: string; params: Record<string, string | number> }, settings: Settings) {
  const grant = signVodGrant(settings.secret, video.id, { kind: 'preview' }, null, Math.floor(settings.now / 1000) + settings.grantSeconds);
  const { url, thumbnails } = vodUrls(video.id, grant);
  return {
    id: video.id,
    title: video.title,
    picture: mediaImages('video', video.id),
    preview: { hls: url, vtt: thumbnails, seconds: Math.min(video.duration, settings.previewSeconds) },
    actor: { id: video.actorId, name: video.actorName },
    link,
  };
}

/** The videos section's jumbotron: the shop's newest videos open to everyone (not VIP), each leading to its page. */
async function videoSlides(db: Executor, settings: Settings) {
  const rows = await db
    .select({ id: videos.id, title: videos.title, duration: videos.duration, actorId: actors.id, actorName: actors.name })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(and(lte(videos.ageRating, JUMBOTRON_FSK), eq(videos.vip, false)))
    .orderBy(desc(videos.releasedAt), desc(videos.id))
    .limit(JUMBOTRON_SLIDES);
  return rows.map((row) => toSlide(row, { routeName: 'actorVideo', params: { actorName: row.actorName, videoId: row.id } }, settings));
}

/** The start page's jumbotron: the newest TV episodes, titled in the guest's language, each leading to its TV video page. */
async function episodeSlides(db: Executor, language: string, settings: Settings) {
  const newest = (await allEpisodes(db))
    .filter((row) => row.ageRating <= JUMBOTRON_FSK)
    .sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime() || b.id - a.id)
    .slice(0, JUMBOTRON_SLIDES);
  return newest.map((row) =>
    toSlide({ id: row.id, title: inGerman(language) ? row.titleDe : row.titleEn, duration: row.duration, actorId: row.actorId, actorName: row.actorName }, { routeName: 'tvVideo', params: { videoId: row.id } }, settings),
  );
}

/** GET video/jumbotron/config and video/jumbotron/homepage (spec 001 §7.2; server/docs/tv.md, Jumbotron). */
export async function jumbotronRoutes(app: FastifyInstance, { database, secrets, config }: AppDeps): Promise<void> {
  const settings = () => ({ secret: secrets.visitorToken, previewSeconds: config.VOD_PREVIEW_SECONDS, grantSeconds: config.VOD_GRANT_SECONDS, now: Date.now() });
  const answer = (id: 'videos' | 'homepage', slides: ReturnType<typeof toSlide>[]) => ({ id, autoplay: true, rotationSeconds: JUMBOTRON_ROTATION_SECONDS, slides });

  app.get('/video/jumbotron/config', async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return answer('videos', await videoSlides(database.db, settings()));
  });
  app.get('/video/jumbotron/homepage', async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return answer('homepage', await episodeSlides(database.db, languageOf(request), settings()));
  });
}
