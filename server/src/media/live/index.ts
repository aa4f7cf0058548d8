import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { actors } from '../../domains/actors/schema';
import type { AppDeps } from '../../domains/types';
import { mediaCacheRoot } from '../cache-root';
import { LiveStreams, type ActorSource, type LiveLog } from './generator';
import { liveRoutes } from './routes';

export { liveStreamUrl, signLiveGrant, verifyLiveGrant, type LiveGrant, type LiveGrantInput } from './grant';
export type { LiveStreams } from './generator';

/**
 * Where clips are kept: LIVE_STREAM_DIR; else `live/` beside the embedded database's folder (like
 * secrets.json), so a restart finds them; else (PostgreSQL, or DATA_DIR=memory) the system's temp
 * folder, shared by the processes of one machine.
 */
export function liveCacheRoot(config: Pick<Config, 'LIVE_STREAM_DIR' | 'DATA_DIR' | 'DATABASE_URL'>): string {
  return mediaCacheRoot(config, config.LIVE_STREAM_DIR, 'live');
}

function actorSource(database: Database): ActorSource {
  const db = database.db;
  return {
    byPriority: () =>
      db
        .select({ id: actors.id, genderType: actors.genderType, isOnline: actors.isOnline })
        .from(actors)
        .orderBy(desc(actors.isOnline), desc(actors.onlineRanking), asc(actors.id)),
    look: async (id) => {
      const [actor] = await db.select({ id: actors.id, genderType: actors.genderType }).from(actors).where(eq(actors.id, id)).limit(1);
      return actor ?? null;
    },
  };
}

/** One generator per server, found through its database (the one object routes and start share). */
const instances = new WeakMap<Database, LiveStreams>();

/** The server's live streams, e.g. `await liveStreamsFor(server.database).ready(actorId)` in a test. */
export function liveStreamsFor(database: Database): LiveStreams {
  const streams = instances.get(database);
  if (!streams) throw new Error('this server has no live streams (the images domain is not registered)');
  return streams;
}

/** Registers the routes and creates the generator; the images domain's `start` sets it going. */
export async function registerLiveStreams(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const streams = new LiveStreams({
    mode: deps.config.LIVE_STREAMS,
    clips: deps.config.LIVE_STREAM_ACTORS,
    root: liveCacheRoot(deps.config),
    actors: actorSource(deps.database),
    log: app.log as LiveLog,
  });
  instances.set(deps.database, streams);
  await liveRoutes(app, deps, { streams });
}

/** Starts the background pass (after the server listens); the answer stops it and its ffmpeg processes. */
export function startLiveStreams(deps: AppDeps): (() => Promise<void>) | void {
  const streams = instances.get(deps.database);
  if (!streams) return;
  streams.start();
  return () => streams.stop();
}
