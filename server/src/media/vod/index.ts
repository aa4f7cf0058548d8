import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { actors } from '../../domains/actors/schema';
import type { AppDeps } from '../../domains/types';
import { videos } from '../../domains/videos/schema';
import { mediaCacheRoot } from '../cache-root';
import type { LiveLog } from '../live/generator';
import { liveStreamsFor } from '../live';
import { VodVideos, type VideoSource } from './generator';
import { vodRoutes } from './routes';

export { signVodGrant, verifyVodGrant, vodUrls, type VodAccess } from './grant';
export type { VodVideos } from './generator';

const columns = { videoId: videos.id, title: videos.title, duration: videos.duration, actorId: actors.id, genderType: actors.genderType };
type Row = { videoId: number; title: string; duration: number; actorId: number; genderType: string };
const toVideo = (row: Row) => ({ videoId: row.videoId, title: row.title, duration: row.duration, actor: { id: row.actorId, genderType: row.genderType } });

function videoSource(database: Database): VideoSource {
  const db = database.db;
  return {
    // Newest first: the lists and the start page show those.
    all: async () => (await db.select(columns).from(videos).innerJoin(actors, eq(actors.id, videos.actorId)).orderBy(desc(videos.id))).map(toVideo),
    one: async (videoId) => {
      const [row] = await db.select(columns).from(videos).innerJoin(actors, eq(actors.id, videos.actorId)).where(eq(videos.id, videoId)).limit(1);
      return row ? toVideo(row) : null;
    },
  };
}

const instances = new WeakMap<Database, VodVideos>();

/** The server's videos, e.g. `await vodVideosFor(server.database).ready(videoId)` in a test. */
export function vodVideosFor(database: Database): VodVideos {
  const found = instances.get(database);
  if (!found) throw new Error('this server has no videos (the images domain is not registered)');
  return found;
}

/** Registers the routes and creates the generator (after the live streams, whose loops a video plays). */
export async function registerVod(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const live = liveStreamsFor(deps.database);
  const vod = new VodVideos({
    mode: deps.config.VOD_VIDEOS,
    root: mediaCacheRoot(deps.config, deps.config.VOD_DIR, 'vod'),
    videos: videoSource(deps.database),
    live,
    log: app.log as LiveLog,
  });
  instances.set(deps.database, vod);
  await vodRoutes(app, deps, { videos: vod, live });
}

/** Starts the background pass (after the server listens); the answer stops it. */
export function startVod(deps: AppDeps): (() => Promise<void>) | void {
  const vod = instances.get(deps.database);
  if (!vod) return;
  vod.start();
  return () => vod.stop();
}
