import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentSession, requireSession, sessionRequired } from '../../http/auth';
import { badRequest, forbidden, notFound, tooManyAttempts } from '../../http/errors';
import { bodyIdSchema, idSchema, strictInt } from '../../http/validate';
import { mediaUrlKey } from '../../media/signed-urls';
import { mediaImages } from '../../media/urls';
import { actorIdOrNameSchema } from '../actors/rest';
import { actorAvailability, actorUnavailable, requestCountry } from '../actors/availability';
import { albumDetail, PICTURE_PAGE_SIZE } from '../videos/service';
import { pictures } from '../videos/schema';
import type { AppDeps } from '../types';
import { actorByIdOrName, galleryGuest, offeredAlbum } from './album';
import { cleanCommentText, COMMENT_MAX_LENGTH, COMMENT_RATE, COMMENTS_PER_LOAD, listComments, mayComment, postComment } from './comments';
import { buyImageAlbumIncentives } from './incentives';
import { pinnedPhotos } from './pinned';
import { RATING, rateAlbum, ratePicture, rateSedcards } from './ratings';
import { actorSedcards } from './sedcards';

const rating = z.union([z.literal(RATING.like), z.literal(RATING.dislike)]);
const page = strictInt(1, 10_000).default(1);
const albumQuery = z.object({ albumId: idSchema, page }).passthrough();
const commentsQuery = z.object({ albumId: idSchema, offset: strictInt(0, 100_000).default(0), limit: strictInt(1, COMMENTS_PER_LOAD).default(COMMENTS_PER_LOAD) }).passthrough();
const shopCommentsQuery = commentsQuery.omit({ albumId: true });
const commentText = z
  .string()
  .transform(cleanCommentText)
  .pipe(z.string().min(1, 'The comment is empty').max(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters`));
/** gallery/getsedcards payload: URL-encoded JSON, as the tile grids' (spec 001 §7.2). */
const sedcardPayload = z.object({ limit: z.number().int().min(1).max(20).optional(), fsk: z.union([z.literal(0), z.literal(6), z.literal(12), z.literal(16), z.literal(18)]).optional() });
const sedcardQuery = z.object({ limit: strictInt(1, 20).optional(), fsk: z.enum(['0', '6', '12', '16', '18']).transform(Number).optional() }).passthrough();
const parsePayload = (raw: string | undefined) => {
  if (raw === undefined) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('Invalid payload: expected URL-encoded JSON such as {"limit":4,"fsk":16}', 'invalid_payload');
  }
  const parsed = sedcardPayload.safeParse(json);
  if (!parsed.success) throw badRequest(`Invalid payload: ${parsed.error.issues[0]?.message ?? ''}`, 'invalid_payload');
  return parsed.data;
};
/** Spec 001 §9: photos 14 per page; the pinned photos answer at most that many per call by default. */
const pinnedQuery = z.object({ actorId: idSchema.optional(), page: strictInt(1, 10_000).default(1), limit: strictInt(1, 100).default(PICTURE_PAGE_SIZE) }).passthrough();

/**
 * The gallery's REST calls (spec 001 §7.2 "Albums, gallery, comments", tile grid getVideoPictures,
 * conversion getBuyImageAlbumIncentives); each is listed with its shape in server/docs/gallery.md.
 */
export async function galleryRoutes(app: FastifyInstance, { database, secrets }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const mediaKey = mediaUrlKey(secrets.visitorToken);
  const viewerOf = async (request: FastifyRequest) => ({ guestId: (await currentSession(request))?.guestId ?? null, country: await requestCountry(db, request) });
  const albumFor = async (request: FastifyRequest, albumId: number) => offeredAlbum(db, albumId, await viewerOf(request));
  const detail = async (request: FastifyRequest, albumId: number, pageNumber: number) => {
    const viewer = await viewerOf(request);
    await offeredAlbum(db, albumId, viewer);
    return (await albumDetail(db, mediaKey, { albumId, page: pageNumber, guestId: viewer.guestId }))!;
  };

  api.get('/gallery/open', { schema: { querystring: albumQuery } }, async (request) => ({
    success: true,
    data: await detail(request, request.query.albumId, request.query.page),
  }));

  api.get('/tileGrid/getVideoPictures/:albumId', { schema: { params: z.object({ albumId: idSchema }), querystring: z.object({ page }).passthrough() } }, async (request) => {
    const album = await detail(request, request.params.albumId, request.query.page);
    return { success: true, data: { items: album.pictures.items, totalCount: album.pictures.total, page: album.pictures.page, pageSize: PICTURE_PAGE_SIZE } };
  });

  const sedcards = async (request: FastifyRequest, idOrName: number | string, options: { limit?: number; fsk?: number }) => {
    const actor = await actorByIdOrName(db, idOrName);
    if (!actor) throw notFound(`Actor ${idOrName} not found`, 'actor_not_found');
    const viewer = await viewerOf(request);
    if ((await actorAvailability(db, actor.id, viewer.country)) === 'banned') throw actorUnavailable(actor.id);
    return { success: true, data: await actorSedcards(db, actor, { guestId: viewer.guestId, limit: options.limit ?? 20, fsk: options.fsk ?? null }) };
  };
  api.get('/gallery/getsedcards/:actorIdOrName', { schema: { params: z.object({ actorIdOrName: actorIdOrNameSchema }), querystring: sedcardQuery } }, (request) =>
    sedcards(request, request.params.actorIdOrName, request.query),
  );
  api.get(
    '/gallery/getsedcards/:actorIdOrName/:payload',
    { schema: { params: z.object({ actorIdOrName: actorIdOrNameSchema, payload: z.string().max(500) }) } },
    (request) => sedcards(request, request.params.actorIdOrName, parsePayload(request.params.payload)),
  );

  api.post(
    '/gallery/setSedcardsGuestRating/:actorId',
    { preValidation: sessionRequired, schema: { params: z.object({ actorId: idSchema }), body: z.strictObject({ rating }) } },
    async (request) => {
      const session = await requireSession(request);
      const { actorId } = request.params;
      const actor = await actorByIdOrName(db, actorId);
      if (!actor) throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
      if ((await actorAvailability(db, actorId, await requestCountry(db, request))) === 'banned') throw actorUnavailable(actorId);
      return { success: true, data: await rateSedcards(db, session.guestId, actorId, request.body.rating) };
    },
  );

  api.post('/gallery/setGuestRating', { preValidation: sessionRequired, schema: { body: z.strictObject({ albumId: bodyIdSchema, rating }) } }, async (request) => {
    const session = await requireSession(request);
    const album = await albumFor(request, request.body.albumId);
    return { success: true, data: (await rateAlbum(db, session.guestId, album.id, request.body.rating))! };
  });

  api.post(
    '/gallery/setPictureGuestRating',
    { preValidation: sessionRequired, schema: { body: z.strictObject({ pictureId: bodyIdSchema, albumId: bodyIdSchema.optional(), rating }) } },
    async (request) => {
      const session = await requireSession(request);
      const { pictureId, rating: value } = request.body;
      const [picture] = await db.select({ albumId: pictures.albumId }).from(pictures).where(eq(pictures.id, pictureId));
      if (!picture || (request.body.albumId !== undefined && request.body.albumId !== picture.albumId)) {
        throw notFound(`Picture ${pictureId} not found`, 'picture_not_found');
      }
      const album = await albumFor(request, picture.albumId);
      // A locked picture is not shown to the guest, so it cannot be rated either.
      if (album.access === null) throw forbidden('Buy the album to rate its pictures', 'album_locked');
      return { success: true, data: (await ratePicture(db, session.guestId, pictureId, value))! };
    },
  );

  const commentsOf = async (request: FastifyRequest, albumId: number, offset: number, limit: number) => {
    const album = await albumFor(request, albumId);
    const guest = await galleryGuest(db, (await currentSession(request))?.guestId ?? null);
    const [list, allowed] = await Promise.all([listComments(db, album.id, offset, limit), mayComment(db, guest, album.id, album.access)]);
    return { success: true, data: { ...list, isGuestAllowedToCommentAlbum: allowed } };
  };
  const addComment = async (request: FastifyRequest, albumId: number, text: string) => {
    const session = await requireSession(request);
    const album = await albumFor(request, albumId);
    const guest = (await galleryGuest(db, session.guestId))!;
    const result = await postComment(db, { guest, albumId: album.id, access: album.access, text });
    if (!result.ok && result.reason === 'rate_limited') throw tooManyAttempts(COMMENT_RATE.windowMs / 1000, 'Too many comments. Please try again later.');
    if (!result.ok) throw forbidden('You may not comment on this album', 'comment_not_allowed');
    return { success: true, data: { comment: result.comment, commentsTotal: result.commentsTotal, isGuestAllowedToCommentAlbum: false } };
  };

  api.get('/gallery/getComments', { schema: { querystring: commentsQuery } }, (request) =>
    commentsOf(request, request.query.albumId, request.query.offset, request.query.limit),
  );
  api.post('/gallery/postComment', { preValidation: sessionRequired, schema: { body: z.strictObject({ albumId: bodyIdSchema, text: commentText }) } }, (request) =>
    addComment(request, request.body.albumId, request.body.text),
  );
  // The private shop comments (spec 001 §7.2, limit 500): the album's comments under its shop path.
  api.get('/album/:albumId/comments', { schema: { params: z.object({ albumId: idSchema }), querystring: shopCommentsQuery } }, (request) =>
    commentsOf(request, request.params.albumId, request.query.offset, request.query.limit),
  );
  api.post(
    '/album/:albumId/comments',
    { preValidation: sessionRequired, schema: { params: z.object({ albumId: idSchema }), body: z.strictObject({ text: commentText }) } },
    (request) => addComment(request, request.params.albumId, request.body.text),
  );

  api.get('/gallery/getPinnedPhotos', { preValidation: sessionRequired, schema: { querystring: pinnedQuery } }, async (request) => {
    const session = await requireSession(request);
    const { actorId = null, page, limit } = request.query;
    return { success: true, data: await pinnedPhotos(db, mediaKey, session.guestId, actorId, page, limit) };
  });

  api.post(
    '/gallery/getPreview',
    { schema: { body: z.strictObject({ actorName: z.string().min(1).max(40), albumId: bodyIdSchema, isMobile: z.boolean().optional() }) } },
    async (request) => {
      const { actorName, albumId, isMobile } = request.body;
      const album = await albumFor(request, albumId);
      if (album.actorName.toLowerCase() !== actorName.toLowerCase()) throw notFound(`Album ${albumId} not found for ${actorName}`, 'album_not_found');
      const images = mediaImages('album', album.id);
      // Spec 001 §7.2: data is a JSON string.
      const data = JSON.stringify({ context: 'album', previewTitle: album.title, urls: [isMobile ? images.w640 : images.w1280] });
      return { success: true, data };
    },
  );

  api.get('/conversion/getBuyImageAlbumIncentives/:albumId', { schema: { params: z.object({ albumId: idSchema }) } }, async (request) => {
    const viewer = await viewerOf(request);
    const album = await offeredAlbum(db, request.params.albumId, viewer);
    return { success: true, data: buyImageAlbumIncentives(album, await galleryGuest(db, viewer.guestId)) };
  });
}
