import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentSession } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { signGrant, verifyGrant } from '../../media/grant-token';
import { liveStreamsFor } from '../../media/live';
import { liveWindow, masterPlaylist, mediaPlaylist } from '../../media/live/playlist';
import { PLAYLIST_TYPE } from '../../media/live/routes';
import { CLIP, CLIP_VERSION, RENDITION_NAMES, type RenditionName } from '../../media/live/settings';
import type { AppDeps } from '../types';
import { CHANNELS, channelProgram, type Channel } from './program';

/**
 * Each TV channel's emulated live stream (server/docs/tv.md "Streams"): the camera loop of the actor
 * on air in the channel's program (media/live, the cams' clips), as a live HLS window from the
 * clock. Playlists need a grant of purpose 'tv' for the channel, and the premium channel's also the
 * access token of the subscriber it was signed for (like a whole video's), so a copied URL plays
 * nowhere else; segments are the cams' public ones (/media/live/…), so the channel adds no files.
 */
const CHANNEL_NUMBER: Record<Channel, number> = { live: 1, premium: 2 };
const channelParams = z.object({ channel: z.enum(CHANNELS) });
const mediaParams = channelParams.extend({ rendition: z.enum(RENDITION_NAMES as [RenditionName, ...RenditionName[]]) });

/** `viewer` is the subscriber a premium grant is for; free TV's names the viewer or 0 and binds no one. */
export function channelStreamUrl(secret: string, channel: Channel, viewer: number | null, expiresAt: number): string {
  const grant = signGrant(secret, 'tv', { id: CHANNEL_NUMBER[channel], expiresAt, subject: `${channel}:${viewer ?? 0}` });
  return `/media/tv/${channel}/master.m3u8?grant=${grant}`;
}

const grantOf = (request: FastifyRequest) => {
  const { grant } = (request.query ?? {}) as Record<string, unknown>;
  return typeof grant === 'string' ? grant : undefined;
};
const send = (reply: FastifyReply, body: string) => reply.header('content-type', PLAYLIST_TYPE).header('cache-control', 'no-cache').send(body);

export async function channelStreamRoutes(app: FastifyInstance, { database, secrets }: AppDeps, now: () => number = Date.now): Promise<void> {
  const db = database.db;
  /** The grant, then the actor on air and her clip (made next when it is missing). */
  const onAir = async (request: FastifyRequest, channel: Channel) => {
    const token = grantOf(request);
    const grant = verifyGrant(secrets.visitorToken, 'tv', token, CHANNEL_NUMBER[channel], now());
    if (!grant) throw new HttpError(403, 'tv_grant_invalid', 'This channel needs a valid, unexpired grant');
    if (channel === 'premium' && grant.subject !== `premium:${(await currentSession(request))?.guestId ?? 'visitor'}`) {
      throw new HttpError(403, 'tv_grant_not_yours', 'This channel was granted to another guest');
    }
    const [slot] = await channelProgram(db, channel, 1, 'en', now());
    if (!slot) throw notFound('The channel has no program', 'tv_no_program');
    const streams = liveStreamsFor(database);
    const status = streams.status(slot.actor.id);
    if (status.state === 'off') throw new HttpError(503, 'live_streams_off', 'Live streams are switched off on this server');
    if (status.state !== 'ready') {
      void streams.ready(slot.actor.id).catch(() => undefined);
      throw new HttpError(503, 'live_stream_pending', 'The stream is being prepared', { 'retry-after': '2' });
    }
    return { token: token!, actorId: slot.actor.id, status, phase: streams.phaseOf(slot.actor.id) };
  };

  app.get('/media/tv/:channel/master.m3u8', async (request, reply) => {
    const params = channelParams.safeParse(request.params);
    if (!params.success) throw notFound('No such channel');
    const { token, status } = await onAir(request, params.data.channel);
    return send(reply, masterPlaylist(status.manifest.renditions.map((rendition) => ({ ...rendition, uri: `${rendition.name}/live.m3u8?grant=${encodeURIComponent(token)}` }))));
  });

  app.get('/media/tv/:channel/:rendition/live.m3u8', async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    if (!params.success) throw notFound('No such channel');
    const { actorId, status, phase } = await onAir(request, params.data.channel);
    const rendition = status.manifest.renditions.find((candidate) => candidate.name === params.data.rendition);
    if (!rendition) throw notFound('No such channel');
    const at = now();
    const window = liveWindow({ length: rendition.segments.length, segmentMs: CLIP.segmentSeconds * 1000, phase }, at, at - (at % 86_400_000));
    return send(
      reply,
      mediaPlaylist(window, (index) => ({ uri: `/media/live/${actorId}/${rendition.name}/${status.clip}-${CLIP_VERSION}-${index}.ts`, duration: rendition.segments[index]!.duration })),
    );
  });
}
