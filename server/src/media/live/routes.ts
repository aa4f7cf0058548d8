import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { onOnlineFlip } from '../../domains/actors/online-flips';
import { actors } from '../../domains/actors/schema';
import type { AppDeps } from '../../domains/types';
import { HttpError, notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import type { LiveStreams, StreamStatus } from './generator';
import { GrantMemo, OnlineMemo, PlaylistMemo } from './memo';
import { liveWindow, masterPlaylist, mediaPlaylist } from './playlist';
import { CLIP, CLIP_VERSION, RENDITION_NAMES, type RenditionName } from './settings';

/**
 * GET /media/live/:actorId/master.m3u8, /media/live/:actorId/:rendition/live.m3u8 and the segments
 * /media/live/:actorId/:rendition/:file. The playlists need a grant (grant.ts), in the `grant` query
 * parameter or the `x-live-grant` header (the header wins, so a player can renew it without a new
 * URL); they are computed from the clock and sent `no-cache` (memo.ts keeps the server's own work
 * per request small: a grant's HMAC once, the online state at most a second old, one text per
 * segment). Segments need none: they are the same
 * public loop for everyone, named by clip and generator version, so they are cached forever.
 */

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const PUBLIC = 'public, max-age=31536000, immutable';

const masterParams = z.object({ actorId: idSchema });
const mediaParams = z.object({ actorId: idSchema, rendition: z.enum(RENDITION_NAMES as [RenditionName, ...RenditionName[]]) });
const segmentParams = mediaParams.extend({
  file: z
    .string()
    .regex(/^\d{1,6}-[0-9a-f]{8}-\d{1,3}\.ts$/)
    .transform((file) => {
      const [clip, version, index] = file.slice(0, -3).split('-');
      return { clip: Number(clip), version, index: Number(index) };
    }),
});

const grantRefused = () => new HttpError(403, 'live_grant_invalid', 'This stream needs a valid, unexpired grant');
const NOT_READY = {
  pending: () => new HttpError(503, 'live_stream_pending', 'The stream is being prepared', { 'retry-after': '2' }),
  failed: () => new HttpError(503, 'live_stream_failed', 'The stream could not be prepared'),
  off: () => new HttpError(503, 'live_streams_off', 'Live streams are switched off on this server'),
};

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The header's grant, else the query's; only a single string counts. */
function grantOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-live-grant'];
  if (typeof header === 'string' && header) return header;
  const { grant } = queryOf(request);
  return typeof grant === 'string' ? grant : undefined;
}

const DAY_MS = 86_400_000;

/**
 * Where the player's discontinuity numbers count from (playlist.ts): the `t0` the master playlist
 * wrote into the variant URL, the moment it was read. A media playlist fetched without it (or with
 * one older than a week or in the future) counts from the start of the UTC day.
 */
function originOf(request: FastifyRequest, nowMs: number): number {
  const { t0 } = queryOf(request);
  const ms = typeof t0 === 'string' && /^\d{1,12}$/.test(t0) ? Number(t0) * 1000 : Number.NaN;
  return ms <= nowMs && ms > nowMs - 7 * DAY_MS ? ms : nowMs - (nowMs % DAY_MS);
}

const sendPlaylist = (reply: FastifyReply, body: string) =>
  reply.header('content-type', PLAYLIST_TYPE).header('cache-control', 'no-cache').send(body);

type ReadyStream = Extract<StreamStatus, { state: 'ready' }>;

export interface LiveRouteOptions {
  streams: LiveStreams;
  now?: () => number;
}

export async function liveRoutes(app: FastifyInstance, { database, secrets }: AppDeps, options: LiveRouteOptions): Promise<void> {
  const db = database.db;
  const { streams } = options;
  const now = options.now ?? Date.now;
  const grants = new GrantMemo(secrets.visitorToken);
  const online = new OnlineMemo(async (actorId) => {
    const [actor] = await db.select({ isOnline: actors.isOnline }).from(actors).where(eq(actors.id, actorId)).limit(1);
    return actor ? actor.isOnline : null;
  }, now);
  const unfollow = onOnlineFlip(db, (flip) => online.flipped(flip.actorId));
  app.addHook('onClose', async () => unfollow());
  const playlists = new PlaylistMemo();

  /** Grant, then actor, then clip: a stranger learns nothing about who is online. */
  const readyStream = async (request: FastifyRequest, actorId: number): Promise<{ token: string; status: ReadyStream }> => {
    const token = grantOf(request);
    if (!token || !grants.verify(token, actorId, now())) throw grantRefused();
    const isOnline = await online.get(actorId);
    if (isOnline === null) throw notFound('No such actor');
    if (!isOnline) throw notFound('The actor is offline', 'actor_offline');
    const status = streams.status(actorId);
    if (status.state !== 'ready') throw NOT_READY[status.state]();
    return { token, status };
  };

  app.get('/media/live/:actorId/master.m3u8', async (request, reply) => {
    const params = masterParams.safeParse(request.params);
    if (!params.success) throw notFound('No such stream');
    const { token, status } = await readyStream(request, params.data.actorId);
    const query = `grant=${encodeURIComponent(token)}&t0=${Math.floor(now() / 1000)}`;
    return sendPlaylist(
      reply,
      masterPlaylist(status.manifest.renditions.map((rendition) => ({ ...rendition, uri: `${rendition.name}/live.m3u8?${query}` }))),
    );
  });

  app.get('/media/live/:actorId/:rendition/live.m3u8', async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    if (!params.success) throw notFound('No such stream');
    const { actorId, rendition: name } = params.data;
    const { status } = await readyStream(request, actorId);
    const rendition = status.manifest.renditions.find((candidate) => candidate.name === name);
    if (!rendition) throw notFound('No such stream');
    const loop = { length: rendition.segments.length, segmentMs: CLIP.segmentSeconds * 1000, phase: streams.phaseOf(actorId) };
    const at = now();
    const window = liveWindow(loop, at, originOf(request, at));
    // The text follows from the rendition, clip, phase and window alone: one rendering per segment.
    const key = `${actorId}/${name}/${status.clip}/${loop.phase}/${window.discontinuitySequence}`;
    const text = playlists.text(key, rendition, window.mediaSequence, () =>
      mediaPlaylist(window, (index) => ({
        uri: `${status.clip}-${CLIP_VERSION}-${index}.ts`,
        duration: rendition.segments[index].duration,
      })),
    );
    return sendPlaylist(reply, text);
  });

  app.get('/media/live/:actorId/:rendition/:file', async (request, reply) => {
    const params = segmentParams.safeParse(request.params);
    if (!params.success) throw notFound('No such segment');
    const { actorId, rendition: name, file } = params.data;
    const status = streams.status(actorId);
    const segment =
      status.state === 'ready' && file.version === CLIP_VERSION && file.clip === status.clip
        ? status.manifest.renditions.find((candidate) => candidate.name === name)?.segments[file.index]
        : undefined;
    if (status.state !== 'ready' || !segment) throw notFound('No such segment');
    return reply
      .header('content-type', 'video/mp2t')
      .header('content-length', segment.bytes)
      .header('cache-control', PUBLIC)
      .send(createReadStream(join(status.dir, name, segment.file)));
  });
}
