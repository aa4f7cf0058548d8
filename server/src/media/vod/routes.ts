import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../domains/types';
import { currentSession } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import type { LiveStreams } from '../live/generator';
import { masterPlaylist } from '../live/playlist';
import { PLAYLIST_TYPE } from '../live/routes';
import { RENDITION_NAMES, type RenditionName } from '../live/settings';
import type { VodVideos, VodStatus } from './generator';
import { verifyVodGrant, type VodGrant } from './grant';
import { segmentAt, segmentCount, thumbnailTrack, vodPlaylist, type SegmentSource, type Timeline } from './playlist';
import { VOD_VERSION } from './settings';

/**
 * GET /media/vod/:videoId/master.m3u8, :rendition/index.m3u8, :rendition/:n.ts, thumbnails.vtt
 * (all with `?grant=`) and the public sprite-<VOD_VERSION>.png. The grant is checked first (403
 * vod_grant_invalid: missing, forged, expired, or for another video); a whole-video grant also needs
 * the access token of the guest it names (Authorization header), else 403 vod_grant_not_yours.
 */

const PRIVATE_NO_CACHE = 'private, no-cache';
const renditionEnum = z.enum(RENDITION_NAMES as [RenditionName, ...RenditionName[]]);
const videoParams = z.object({ videoId: idSchema });
const mediaParams = videoParams.extend({ rendition: renditionEnum });
const segmentParams = mediaParams.extend({ file: z.string().regex(/^\d{1,5}\.ts$/).transform((file) => Number(file.slice(0, -3))) });

const refused = () => new HttpError(403, 'vod_grant_invalid', 'This video needs a valid, unexpired grant');
const notYours = () => new HttpError(403, 'vod_grant_not_yours', 'This video was granted to another guest');
const NOT_READY = {
  pending: () => new HttpError(503, 'vod_pending', 'The video is being prepared', { 'retry-after': '2' }),
  failed: () => new HttpError(503, 'vod_failed', 'The video could not be prepared'),
  off: () => new HttpError(503, 'vod_off', 'Videos are switched off on this server'),
};

const grantOf = (request: FastifyRequest) => {
  const { grant } = (request.query ?? {}) as Record<string, unknown>;
  return typeof grant === 'string' ? grant : undefined;
};

export interface VodRouteOptions {
  videos: VodVideos;
  live: Pick<LiveStreams, 'status'>;
  now?: () => number;
}

type Ready = Extract<VodStatus, { state: 'ready' }>;

export async function vodRoutes(app: FastifyInstance, { config, secrets }: AppDeps, options: VodRouteOptions): Promise<void> {
  const { videos, live } = options;
  const now = options.now ?? Date.now;

  /** Signature, video and expiry; then, for a whole video, the guest's own token. */
  const checkGrant = async (request: FastifyRequest, videoId: number, needsOwner: boolean): Promise<{ token: string; grant: VodGrant }> => {
    const token = grantOf(request);
    const grant = verifyVodGrant(secrets.visitorToken, token, videoId, now());
    if (!token || !grant) throw refused();
    if (needsOwner && grant.access.kind === 'whole') {
      const session = await currentSession(request);
      if (session?.guestId !== grant.access.guestId) throw notYours();
    }
    return { token, grant };
  };

  /** The video's files, waiting up to VOD_WAIT_MS for one made on demand (or read from disk after a restart). */
  const readyVideo = async (videoId: number): Promise<Ready & { loopDir: string; loop: Timeline; durations: Map<string, number> }> => {
    let status = videos.status(videoId);
    if (status.state === 'pending') {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        videos.ready(videoId).catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, config.VOD_WAIT_MS))),
      ]);
      clearTimeout(timer);
      status = videos.status(videoId);
    }
    if (status.state !== 'ready') throw NOT_READY[status.state]();
    const clip = live.status(status.video.actor.id);
    if (clip.state !== 'ready') throw (clip.state === 'off' ? NOT_READY.off : clip.state === 'failed' ? NOT_READY.failed : NOT_READY.pending)();
    const durations = new Map<string, number>();
    for (const rendition of status.card.renditions) rendition.segments.forEach((segment, index) => durations.set(`${rendition.name}/card/${index}`, segment.duration));
    for (const rendition of clip.manifest.renditions) rendition.segments.forEach((segment, index) => durations.set(`${rendition.name}/loop/${index}`, segment.duration));
    return { ...status, loopDir: clip.dir, loop: { card: status.card.renditions[0].segments.length, loop: clip.manifest.renditions[0].segments.length }, durations };
  };

  const lengthOf = (grant: VodGrant, duration: number) => segmentCount(duration, grant.access.kind === 'preview' ? config.VOD_PREVIEW_SECONDS : null);
  const send = (reply: FastifyReply, type: string, body: string) => reply.header('content-type', type).header('cache-control', PRIVATE_NO_CACHE).send(body);

  app.get('/media/vod/:videoId/master.m3u8', async (request, reply) => {
    const params = videoParams.safeParse(request.params);
    if (!params.success) throw notFound('No such video');
    const { token } = await checkGrant(request, params.data.videoId, true);
    const video = await readyVideo(params.data.videoId);
    const query = `grant=${encodeURIComponent(token)}`;
    return send(reply, PLAYLIST_TYPE, masterPlaylist(video.card.renditions.map((rendition) => ({ ...rendition, uri: `${rendition.name}/index.m3u8?${query}` }))));
  });

  app.get('/media/vod/:videoId/:rendition/index.m3u8', async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    if (!params.success) throw notFound('No such video');
    const { videoId, rendition } = params.data;
    const { token, grant } = await checkGrant(request, videoId, true);
    const video = await readyVideo(videoId);
    const durationOf = (source: SegmentSource) => video.durations.get(`${rendition}/${source.kind}/${source.index}`) ?? 1;
    const text = vodPlaylist(video.loop, lengthOf(grant, video.video.duration), durationOf, (n) => `${n}.ts?grant=${encodeURIComponent(token)}`);
    return send(reply, PLAYLIST_TYPE, text);
  });

  app.get('/media/vod/:videoId/:rendition/:file', async (request, reply) => {
    const params = segmentParams.safeParse(request.params);
    if (!params.success) throw notFound('No such segment');
    const { videoId, rendition, file: n } = params.data;
    const { grant } = await checkGrant(request, videoId, true);
    const video = await readyVideo(videoId);
    // A preview grant opens only the preview's segments.
    if (n >= lengthOf(grant, video.video.duration)) throw refused();
    const source = segmentAt(video.loop, n);
    const path = source.kind === 'card' ? join(video.dir, rendition, `seg-${source.index}.ts`) : join(video.loopDir, rendition, `seg-${source.index}.ts`);
    return reply.header('content-type', 'video/mp2t').header('cache-control', 'private, max-age=3600').send(createReadStream(path));
  });

  app.get('/media/vod/:videoId/thumbnails.vtt', async (request, reply) => {
    const params = videoParams.safeParse(request.params);
    if (!params.success) throw notFound('No such video');
    const { grant } = await checkGrant(request, params.data.videoId, false);
    const video = await readyVideo(params.data.videoId);
    const sprite = `/media/vod/${params.data.videoId}/sprite-${VOD_VERSION}.png`;
    return send(reply, 'text/vtt; charset=utf-8', thumbnailTrack(video.loop, lengthOf(grant, video.video.duration), sprite));
  });

  app.get('/media/vod/:videoId/:sprite', async (request, reply) => {
    const params = videoParams.extend({ sprite: z.literal(`sprite-${VOD_VERSION}.png`) }).safeParse(request.params);
    if (!params.success) throw notFound('No such sprite');
    const status = videos.status(params.data.videoId);
    if (status.state !== 'ready') throw notFound('No such sprite');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(join(status.dir, 'sprite.png')));
  });
}
