import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession } from '../../http/auth';
import { notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { idSchema, strictInt } from '../../http/validate';
import type { AppDeps } from '../types';
import { mediathekVideos, suggestions, tvFormat } from './catalogue';
import { channelStreamUrl } from './channel-stream';
import { tvEntitlement } from './entitlement';
import { CHANNELS, channelProgram, PROGRAM_LIMIT_DEFAULT, PROGRAM_LIMIT_MAX } from './program';
import { tvVideo } from './playback';
import { formatKeySchema, hashIdSchema, MEDIATHEK_PAGE, mediathekFilterSchema, SUGGEST_DEFAULT, SUGGEST_MAX } from './validation';

/** Every TV call may carry the spec's cache-busting timestamp (`_` or `ts`); it is accepted and ignored. */
const pageQuery = z.object({ page: strictInt(1, 10_000).default(1) }).passthrough();
const programQuery = z.object({ limit: strictInt(1, PROGRAM_LIMIT_MAX).default(PROGRAM_LIMIT_DEFAULT) }).passthrough();
const suggestQuery = z.object({ first: strictInt(1, SUGGEST_MAX).default(SUGGEST_DEFAULT) }).passthrough();
const updateMediathekBody = mediathekFilterSchema.extend({ page: z.number().int().min(1).max(10_000).default(1) }).strict();
const channelParams = z.object({ type: z.enum(CHANNELS) });

/** The TV section's REST calls (spec 001 §7.2 TV; server/docs/tv.md). tv/article/{slug} is the magazine's. */
export async function tvRoutes(app: FastifyInstance, { database, secrets, config }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const guestIdOf = async (request: FastifyRequest) => (await currentSession(request))?.guestId ?? null;
  const page = (n: number) => ({ first: MEDIATHEK_PAGE, offset: (n - 1) * MEDIATHEK_PAGE });

  api.post('/tv/updateMediathek', { schema: { body: updateMediathekBody } }, async (request) => {
    const { page: n, ...filter } = request.body;
    return { page: n, pageSize: MEDIATHEK_PAGE, ...(await mediathekVideos(db, filter, page(n), languageOf(request))) };
  });

  api.get('/tv/format/:key', { schema: { params: z.object({ key: formatKeySchema }), querystring: pageQuery } }, async (request) => {
    const language = languageOf(request);
    const format = await tvFormat(db, request.params.key, language);
    if (!format) throw notFound(`Format ${request.params.key} not found`, 'tv_format_not_found');
    const episodes = await mediathekVideos(db, { formatKey: format.key }, page(request.query.page), language);
    return { format, page: request.query.page, pageSize: MEDIATHEK_PAGE, episodes };
  });

  api.get('/tv/program/:type', { schema: { params: channelParams, querystring: programQuery } }, async (request) => ({
    type: request.params.type,
    items: await channelProgram(db, request.params.type, request.query.limit, languageOf(request), Date.now()),
  }));

  api.get('/tv/stream/:type', { schema: { params: channelParams } }, async (request) => {
    const { type } = request.params;
    const guestId = await guestIdOf(request);
    // Free TV plays for everyone; the premium channel only for TV subscribers (needAbo).
    const restriction = type === 'live' ? null : (await tvEntitlement(db, guestId, null)).restriction;
    const expiresAt = Math.floor(Date.now() / 1000) + config.VOD_GRANT_SECONDS;
    const needsToken = type === 'premium';
    return { type, restriction, stream: restriction ? null : { url: channelStreamUrl(secrets.visitorToken, type, guestId, expiresAt), expiresAt, isLive: true, needsToken } };
  });

  api.get('/tv/video/:videoId', { schema: { params: z.object({ videoId: idSchema }) } }, async (request) => {
    const { videoId } = request.params;
    const video = await tvVideo(db, videoId, await guestIdOf(request), languageOf(request), {
      secret: secrets.visitorToken,
      previewSeconds: config.VOD_PREVIEW_SECONDS,
      grantSeconds: config.VOD_GRANT_SECONDS,
      off: config.VOD_VIDEOS === 'off',
    });
    if (!video) throw notFound(`TV video ${videoId} not found`, 'tv_video_not_found');
    return video;
  });

  api.get('/tv/suggest/:hashId', { schema: { params: z.object({ hashId: hashIdSchema }), querystring: suggestQuery } }, async (request) => {
    const videos = await suggestions(db, request.params.hashId, request.query.first, languageOf(request));
    if (!videos) throw notFound(`TV video ${request.params.hashId} not found`, 'tv_video_not_found');
    return { videos };
  });
}
